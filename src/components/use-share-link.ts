import { useRef, useState } from "react";
import { flushSync } from "react-dom";

export type ShareState =
  | { readonly kind: "idle" }
  | { readonly kind: "copied"; readonly url: string }
  | { readonly kind: "manual"; readonly url: string };

const IDLE: ShareState = { kind: "idle" };

/**
 * Copies a link to this exact catalogue (`path`, made absolute on this page's origin).
 * Where the Clipboard API is missing or refused, the state carries the link so the page
 * can show it to copy by hand, selected once, when the visitor asked for it. What the
 * state says is about one link: once the catalogue's link has changed (the filters did),
 * it says nothing.
 */
export function useShareLink(path: string) {
  const [shared, setShared] = useState<{ path: string; state: ShareState }>({
    path,
    state: IDLE,
  });
  const fieldRef = useRef<HTMLInputElement>(null);
  async function share() {
    const url = new URL(path, window.location.origin).href;
    try {
      // Called before any await: Safari refuses a write after the click's task.
      await navigator.clipboard.writeText(url);
      setShared({ path, state: { kind: "copied", url } });
    } catch {
      flushSync(() => {
        setShared({ path, state: { kind: "manual", url } });
      });
      fieldRef.current?.select();
    }
  }
  return {
    state: shared.path === path ? shared.state : IDLE,
    fieldRef,
    share: () => {
      void share();
    },
  };
}
