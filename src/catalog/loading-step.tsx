import {
  type ChangeEvent,
  createContext,
  type FocusEvent,
  type MouseEvent,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from "react";
import { NavigationType, useNavigate, useNavigationType } from "react-router";
import { ClockLoader } from "react-spinners";
import { useMediaQuery } from "../components/document";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../constants";
import { useMessages } from "../i18n/i18n";
import { unfoldTo } from "./controls/filter-disclosure";

/** Keeps a container as tall as the spinner's block laid over it. */
export const LOADING_BLOCK_MIN_HEIGHT = "min-h-60";

/** The spinner's block has a fixed height, so whatever it covers keeps its place. */
export function CatalogLoading() {
  const { loading } = useMessages();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <div
      role="status"
      aria-label={loading.products}
      // Forced colours (Windows high contrast) drop the shadow and background the spinner is
      // drawn with. This keeps them, in the theme's text colour.
      className="flex h-60 items-center justify-center print:hidden forced-colors:forced-color-adjust-none forced-colors:[--color-brand:CanvasText]"
    >
      <ClockSpinner reducedMotion={reducedMotion} />
    </div>
  );
}

interface ClockSpinnerProps {
  /** The hands keep turning, only slower. */
  readonly reducedMotion: boolean;
}

export function ClockSpinner({ reducedMotion }: ClockSpinnerProps) {
  return (
    <ClockLoader
      color={BRAND_COLOR}
      size={SPINNER_SIZE}
      speedMultiplier={reducedMotion ? REDUCED_MOTION_SPEED : 1}
      aria-hidden="true"
    />
  );
}

function invalidFieldOf(control: HTMLElement): HTMLElement | undefined {
  const form =
    control instanceof HTMLInputElement ||
    control instanceof HTMLButtonElement ||
    control instanceof HTMLSelectElement
      ? control.form
      : null;
  return [...(form?.elements ?? [])].find(
    (field): field is HTMLElement =>
      field instanceof HTMLElement && field.getAttribute("aria-invalid") === "true",
  );
}

/**
 * The loading step makes the controls inert, which takes their focus. Once it ends, focus
 * returns to the control last used, or to a field of its form that is now invalid, so the
 * reason is heard. After Back or Forward, focus returns only if the step took it.
 */
export function useFocusAcrossLoading(loading: boolean) {
  const lastUsed = useRef<HTMLElement | null>(null);
  // What had focus when a control named the target; focus may still move away from it.
  const namedBy = useRef<Element | null>(null);
  const stepTookFocus = useRef(false);
  const inStep = useRef(loading);
  const byVisitor = useNavigationType() !== NavigationType.Pop;
  // Runs before paint, so no frame or screen reader finds focus lost. As the step begins,
  // the hidden controls still have focus; the browser drops it later.
  useLayoutEffect(() => {
    const control = lastUsed.current;
    if (loading) {
      inStep.current = true;
      stepTookFocus.current ||= document.activeElement === control;
      return;
    }
    // A navigation that only sets the entry's state has no step.
    if (!inStep.current) return;
    inStep.current = false;
    const giveBack = byVisitor || stepTookFocus.current;
    stepTookFocus.current = false;
    if (!giveBack || !control?.isConnected) return;
    const focused = document.activeElement;
    const requester = namedBy.current;
    namedBy.current = null;
    if (focused !== null && focused !== document.body && focused !== control) {
      if (focused !== requester) return;
    }
    const target = invalidFieldOf(control) ?? control;
    // Opens the phone's disclosure first if it hides the field (ADR 21).
    unfoldTo(target);
    target.focus({ preventScroll: !byVisitor });
  }, [loading, byVisitor]);
  const use = (event: FocusEvent | ChangeEvent) => {
    if (event.target instanceof HTMLElement) lastUsed.current = event.target;
  };
  // Controls outside the tracked element name their own focus target (useGoToAddress).
  const focusAfterLoading = useCallback((element: HTMLElement) => {
    lastUsed.current = element;
    namedBy.current = document.activeElement;
  }, []);
  const tracking = {
    onFocus: use,
    // A choice can be made without focus (a script, or a picker that never focused it).
    onChange: use,
    // Safari focuses no button on a click, so the clicked button counts as used, unless
    // the click moved focus on purpose.
    onClick: (event: MouseEvent) => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && event.currentTarget.contains(focused)) {
        lastUsed.current = focused;
      } else if (event.target instanceof Element) {
        const control = event.target.closest("button");
        if (control) lastUsed.current = control;
      }
    },
  };
  return { tracking, focusAfterLoading };
}

/** Focuses an element once the new address shows, since the loading step takes focus away. */
export const FocusAfterGoing = createContext<(element: HTMLElement) => void>(() => undefined);

interface GoingOptions {
  readonly state?: unknown;
  readonly replace?: boolean;
  /** By default, the control last used. */
  readonly focus?: HTMLElement | null;
}

/** Every control navigates through this, keeping the page where the visitor scrolled it. */
export function useGoToAddress() {
  const navigate = useNavigate();
  const focusAfterGoing = useContext(FocusAfterGoing);
  return useCallback(
    (params: URLSearchParams, { state, replace = false, focus }: GoingOptions = {}) => {
      if (focus) focusAfterGoing(focus);
      void navigate({ search: params.toString() }, { state, replace, preventScrollReset: true });
    },
    [navigate, focusAfterGoing],
  );
}
