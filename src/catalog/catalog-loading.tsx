import { ClockLoader } from "react-spinners";
import { useMediaQuery } from "../components/use-media-query";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../constants";
import { useMessages } from "../i18n/i18n-context";
import { CatalogSection } from "./catalog-section";

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
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const { loading } = useMessages();
  return (
    <div
      role="status"
      aria-label={loading.products}
      className={`flex h-60 items-center justify-center`}
    >
      <ClockLoader
        color={BRAND_COLOR}
        size={SPINNER_SIZE}
        speedMultiplier={reducedMotion ? REDUCED_MOTION_SPEED : 1}
        aria-hidden="true"
      />
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
