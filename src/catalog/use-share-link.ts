import { useRef, useState } from "react";
import { flushSync } from "react-dom";

export type ShareState =
  | { readonly kind: "idle" }
  | { readonly kind: "copied"; readonly url: string }
  | { readonly kind: "manual"; readonly url: string };

const IDLE: ShareState = { kind: "idle" };

/**
 * Copies a link to this exact catalogue. Where the Clipboard API is missing or refused,
 * the state carries the link so the page can show it to copy by hand, selected once, when
 * the visitor asked for it. What the state says is about one link: once the catalogue's
 * link has changed (the filters did), it says nothing.
 */
export function useShareLink(url: string) {
  const [state, setState] = useState<ShareState>(IDLE);
  const fieldRef = useRef<HTMLInputElement>(null);
  async function share() {
    try {
      // Called before any await: Safari refuses a write after the click's task.
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied", url });
    } catch {
      flushSync(() => {
        setState({ kind: "manual", url });
      });
      fieldRef.current?.select();
    }
  }
  return {
    state: state.kind !== "idle" && state.url === url ? state : IDLE,
    fieldRef,
    share: () => {
      void share();
    },
  };
}
