/** Above this many shown products, only the rows near the viewport are rendered. */
export const WINDOWING_THRESHOLD = 100;

/**
 * The windowed grid's code. Only large catalogues need it, so it stays off the default
 * page's critical path; `import()` keeps the module, so asking again costs nothing.
 */
export const loadWindowedGrid = () => import("./windowed-product-grid");
