import {
  createElement,
  useEffect,
  useSyncExternalStore,
  type FunctionComponent,
  type ReactElement,
} from "react";
import { useMediaQuery } from "../../components/use-media-query";
import type { ClockSpinnerProps } from "./clock-spinner";

/**
 * The spinner's code is a chunk of its own: the first cards need no spinner. The
 * catalogue's page loads it once shown, so that it is there before a change needs it;
 * the loading step renders it at once then, with no Suspense boundary to wait on (whose
 * retry runs on timers).
 */
let spinner: FunctionComponent<ClockSpinnerProps> | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the spinner's code once; a failure (offline, not yet cached) is tried again next time. */
export function loadSpinner(): Promise<void> {
  loading ??= import("./clock-spinner").then(
    ({ default: loaded }) => {
      spinner = loaded;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadedSpinner = () => spinner;

/** The spinner once its code is there, `null` until then (and it is asked for). */
export function useSpinner(): ReactElement | null {
  const loaded = useSyncExternalStore(subscribe, loadedSpinner, loadedSpinner);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  useEffect(() => {
    void loadSpinner();
  }, []);
  return loaded && createElement(loaded, { reducedMotion });
}
