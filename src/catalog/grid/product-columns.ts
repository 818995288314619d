import { useMediaQuery } from "../../components/use-media-query";

/**
 * The spec's columns, in one place: 1 on phones, 3 from Tailwind's `md` breakpoint
 * (48rem), 4 from `lg` (64rem), 24 px (`gap-6`) apart. The grids take their classes from
 * here; the windowed grid also needs the count and the gap as numbers, to lay out rows.
 */
export const productColumnsClass = "grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4";

export const PRODUCT_GAP_PX = 24;

/** How many columns `productColumnsClass` shows at the current width. */
export function useProductColumns(): number {
  const large = useMediaQuery("(min-width: 64rem)");
  const medium = useMediaQuery("(min-width: 48rem)");
  if (large) return 4;
  return medium ? 3 : 1;
}
