import type { CatalogProgress } from "../loading/catalog-progress";
import type WindowedProductGrid from "./windowed-product-grid";

/** Above this many shown products, only the rows near the viewport are rendered. */
export const WINDOWING_THRESHOLD = 100;

export type WindowedGrid = typeof WindowedProductGrid;

/** What only large catalogues use: the windowed grid, and the progress of one made in steps. */
export interface LargeCatalogParts {
  readonly WindowedGrid: WindowedGrid;
  readonly CatalogProgress: typeof CatalogProgress;
}

/**
 * The code only large catalogues need (a catalogue made in steps is large): the
 * catalogue's loader waits for it beside the first products and hands it to the page, so
 * the default page never downloads it and a large one renders it at once (`React.lazy`
 * would suspend on the first render even with the code already here).
 */
export function loadLargeCatalogParts(): Promise<LargeCatalogParts> {
  return import("./large-catalog");
}
