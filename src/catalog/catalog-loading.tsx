import { ClockLoader } from "react-spinners";
import { useMediaQuery } from "../components/use-media-query";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../constants";
import { CatalogSection } from "./catalog-section";

/** The clock-style spinner that replaces the page content while the catalogue loads. */
export function CatalogLoading() {
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <div role="status" aria-label="Loading products" className="flex justify-center py-24">
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
