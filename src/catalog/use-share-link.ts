import { useState } from "react";

export type ShareState =
  | { readonly kind: "idle" }
  | { readonly kind: "copied" }
  | { readonly kind: "manual"; readonly url: string };

/**
 * Copies a link to this exact catalogue. Where the Clipboard API is missing or refused,
 * the state carries the link so the page can show it to copy by hand.
 */
export function useShareLink(url: string) {
  const [state, setState] = useState<ShareState>({ kind: "idle" });
  async function share() {
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied" });
    } catch {
      setState({ kind: "manual", url });
    }
  }
  return {
    state,
    share: () => {
      void share();
    },
  };
}
