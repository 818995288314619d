import type WindowedProductGrid from "./windowed-product-grid";

/** Above this many shown products, only the rows near the viewport are rendered. */
export const WINDOWING_THRESHOLD = 100;

/** The windowed grid, once `loadWindowedGrid()` has resolved. */
export let loadedWindowedGrid: typeof WindowedProductGrid | undefined;

/**
 * Loads the windowed grid's code. Only large catalogues need it, so it stays off the
 * default page's critical path: the catalogue's loader waits for it alongside the first
 * products, so the page renders it at once. (A `React.lazy` component suspends on its first
 * render even when its code is already here, and React holds a revealed boundary back for
 * up to 300 ms: the first cards of 100,000 products came 80–180 ms later than they could.)
 */
export async function loadWindowedGrid(): Promise<void> {
  loadedWindowedGrid ??= (await import("./windowed-product-grid")).default;
}
