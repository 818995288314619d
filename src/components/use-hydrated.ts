import { useSyncExternalStore } from "react";

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
