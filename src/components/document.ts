import { useCallback, useEffect, useSyncExternalStore } from "react";
import { BRAND_NAME } from "../constants";

/** The main content's id, which the skip link and lost focus go to. */
export const MAIN_CONTENT_ID = "main";

/** Where focus goes when its place is gone, without scrolling. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

export function documentTitle(page: string): string {
  return `${page} – ${BRAND_NAME}`;
}

/** `null` leaves the title as it is. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = documentTitle(page);
  }, [page]);
}

const neverChanges = () => () => undefined;

/**
 * False in the prerender and while hydrating, true after. What only the browser knows, such
 * as the address's query, renders then, since the served page is the same for every address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** A prerendered page, and the render that hydrates it, take the query as not matching. */
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
