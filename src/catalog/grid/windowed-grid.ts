import { lazy } from "react";

/** Above this many shown products, only the rows near the viewport are rendered. */
export const WINDOWING_THRESHOLD = 100;

/**
 * The code only large catalogues need (a catalogue made in steps is large): the
 * catalogue's loader asks for it beside the first products, so that the default page
 * never downloads it and a large one has it by its first render (the router's, a
 * transition, which waits the moment `React.lazy` takes to read a loaded module).
 */
export function loadLargeCatalogParts() {
  return import("./large-catalog");
}

/** The windowed grid, for a list of more than WINDOWING_THRESHOLD products. */
export const WindowedProductGrid = lazy(() =>
  loadLargeCatalogParts().then(({ WindowedGrid }) => ({ default: WindowedGrid })),
);

/** The progress of a catalogue made in steps. */
export const CatalogProgress = lazy(() =>
  loadLargeCatalogParts().then(({ CatalogProgress }) => ({ default: CatalogProgress })),
);
