/** The specification's business constants (section 9), named in one place. */

/** Products generated per page load. */
export const PRODUCT_COUNT = 12;

/** Simulated loading delay after each filter change, in milliseconds. */
export const FILTER_DELAY_MS = 500;

/** Size of the clock loader in pixels; at speed 1 its hands turn once per 2 s and 8 s. */
export const SPINNER_SIZE = 50;

/** The footer's copyright year: fixed by the spec, not the current year. */
export const COPYRIGHT_YEAR = 2024;

export const BRAND_NAME = "Product Hub";

/** The product's blue, defined once in index.css and shared by buttons and the loader. */
export const BRAND_COLOR = "var(--color-brand)";

/** With prefers-reduced-motion the clock keeps turning, four times slower (8 s and 32 s). */
export const REDUCED_MOTION_SPEED = 0.25;

/**
 * The spec's grid columns: 1 on phones, 3 from Tailwind's `md` breakpoint (48rem), 4 from
 * `lg` (64rem), 24 px (`gap-6`) apart. The windowed grid also needs the gap as a number.
 */
export const productColumnsClass = "grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4";

export const PRODUCT_GAP_PX = 24;
