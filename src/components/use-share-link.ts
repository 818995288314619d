import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, type Location } from "react-router";

export type ShareState =
  | { readonly kind: "idle" }
  | { readonly kind: "copied"; readonly url: string }
  | { readonly kind: "manual"; readonly url: string };

const IDLE: ShareState = { kind: "idle" };

interface Shared {
  readonly path: string;
  /** The router's location when the link was shared: a new one for every navigation. */
  readonly location: Location;
  readonly state: ShareState;
}

/**
 * Copies a link to this exact catalogue (`path`, made absolute on this page's origin).
 * Where the Clipboard API is missing or refused, the state carries the link so the page
 * can show it to copy by hand, selected once, when the visitor asked for it. What the
 * state says belongs to that one action: after any navigation (a filter, a sort, Back to
 * the very address it was shared at) it says nothing, so that it is neither shown nor
 * announced again.
 */
export function useShareLink(path: string) {
  const location = useLocation();
  const [shared, setShared] = useState<Shared | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  async function share() {
    const url = new URL(path, window.location.origin).href;
    try {
      // Called before any await: Safari refuses a write after the click's task.
      await navigator.clipboard.writeText(url);
      setShared({ path, location, state: { kind: "copied", url } });
    } catch {
      flushSync(() => {
        setShared({ path, location, state: { kind: "manual", url } });
      });
      fieldRef.current?.select();
    }
  }
  return {
    state: shared?.path === path && shared.location === location ? shared.state : IDLE,
    fieldRef,
    share: () => {
      void share();
    },
  };
}
