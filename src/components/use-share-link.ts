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
  /** A new object on every navigation, so that a message belongs to one action. */
  readonly location: Location;
  readonly state: ShareState;
}

/**
 * Copies a link to this catalogue, or else hands it to the page to copy by hand. What it says
 * belongs to one action: after any navigation, even Back to the same address, it says nothing.
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
