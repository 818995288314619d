import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now; follows changes live. A prerendered page (and the
 * render that hydrates it) takes it as not matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => {
        media.removeEventListener("change", onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
