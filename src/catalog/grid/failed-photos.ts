import { createContext, useContext } from "react";

/**
 * The photos that failed on this page, which the catalogue's page holds for its visit. A
 * filter change mounts cards again; asking a host that has just failed would only fail
 * again (and log another console error offline), so such a card shows its tile at once.
 */
export const FailedPhotos = createContext<Set<string> | null>(null);

/** This page's failed photos; a card outside a catalogue page (a test's) remembers none. */
export function useFailedPhotos(): Set<string> | null {
  return useContext(FailedPhotos);
}
