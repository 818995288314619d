import { ClockLoader } from "react-spinners";
import { BRAND_COLOR, SPINNER_SIZE } from "../constants";

/** The clock-style spinner that replaces the page content while the catalogue loads. */
export function CatalogLoading() {
  return (
    <div role="status" aria-label="Loading products" className="flex justify-center py-24">
      <ClockLoader color={BRAND_COLOR} size={SPINNER_SIZE} aria-hidden="true" />
    </div>
  );
}
