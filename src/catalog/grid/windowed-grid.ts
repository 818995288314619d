import type WindowedProductGrid from "./windowed-product-grid";

/** Above this many shown products, only the rows near the viewport are rendered. */
export const WINDOWING_THRESHOLD = 100;

export type WindowedGrid = typeof WindowedProductGrid;

/**
 * The windowed grid's code, which only large catalogues need: the catalogue's loader
 * waits for it beside the first products and hands it to the page, so the default page
 * never downloads it and a large one renders it at once (`React.lazy` would suspend on
 * the first render even with the code already here).
 */
export async function loadWindowedGrid(): Promise<WindowedGrid> {
  return (await import("./windowed-product-grid")).default;
}
