import { useMediaQuery } from "../../components/use-media-query";
import { useMessages } from "../../i18n/i18n-context";
import { CatalogSection } from "../catalog-section";
import { ClockSpinner } from "./clock-spinner";

/**
 * A container at least as tall as the spinner's block (`h-60` below: 15rem, the space the
 * spinner had with 6rem above and below), for the block laid over it.
 */
export const LOADING_BLOCK_MIN_HEIGHT = "min-h-60";

/**
 * The clock-style spinner that replaces the page content while the catalogue loads, in a
 * block of fixed height (15rem), so that whatever it covers can keep its place.
 */
export function CatalogLoading() {
  const { loading } = useMessages();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <div
      role="status"
      aria-label={loading.products}
      // In forced colours (Windows' high contrast) the spinner's ring, a box shadow, and its
      // hands, a background, would be dropped and the screen under the title left blank:
      // it keeps them, in the text's colour of the visitor's theme.
      className="flex h-60 items-center justify-center forced-colors:forced-color-adjust-none forced-colors:[--color-brand:CanvasText]"
    >
      <ClockSpinner reducedMotion={reducedMotion} />
    </div>
  );
}

/**
 * What "/" shows while its loader makes the products: the page's title and the spinner,
 * so the first paint already has the heading (the page's largest content).
 */
export function CatalogPageLoading() {
  return (
    <CatalogSection>
      <CatalogLoading />
    </CatalogSection>
  );
}
