import { useCallback, useEffect, useSyncExternalStore } from "react";
import { BRAND_NAME } from "../constants";

/** The id of the layout's main content, which the skip link and lost focus go to. */
export const MAIN_CONTENT_ID = "main";

/** Moves focus to the main content, without scrolling: where focus goes when its place is gone. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** The title of a page in the browser's tab and history: what it shows, then the product. */
export function documentTitle(page: string): string {
  return `${page} – ${BRAND_NAME}`;
}

/** Gives the document the title of `page` while shown; `null` leaves the title as it is. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = documentTitle(page);
  }, [page]);
}

const neverChanges = () => () => undefined;

/**
 * False in the prerender and while React hydrates the page it wrote, true once the page is
 * React's: what only the browser knows (the address's query, whereas the served page is
 * the same for every address) renders then, and React puts it into the served nodes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

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
