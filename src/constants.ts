/** The specification's business constants (section 9), named in one place. */

export const PRODUCT_COUNT = 12;

/** The spec's simulated loading delay after each filter change. */
export const FILTER_DELAY_MS = 500;

/** The clock loader's size in pixels. */
export const SPINNER_SIZE = 50;

/** The footer's copyright year: fixed by the spec, not the current year. */
export const COPYRIGHT_YEAR = 2024;

export const BRAND_NAME = "Product Hub";

/** Defined once in index.css, shared by the buttons and the loader. */
export const BRAND_COLOR = "var(--color-brand)";

/** With prefers-reduced-motion the clock keeps turning, only slower. */
export const REDUCED_MOTION_SPEED = 0.25;

/**
 * The spec's grid columns; a printed sheet holds two columns of the phone's row cards. The
 * windowed grid also needs the gap as a number.
 */
export const productColumnsClass =
  "grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4 print:grid-cols-2 print:gap-3";

export const PRODUCT_GAP_PX = 24;

/** Where React Router's scroll restoration keeps each history entry's scroll, by its key. */
export const SCROLL_POSITIONS_KEY = "product-hub-scroll";
