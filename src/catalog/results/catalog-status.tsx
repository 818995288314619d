import { NavigationType, useLocation, useNavigationType } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import { priceLines, priceLinesSaid } from "../address/price-range";
import { sentPricesOf } from "../address/sent-prices";
import { resultMessage } from "./result-message";
import type { ShownResult } from "./use-catalog-title";

interface CatalogStatusProps {
  /** Whether the products are there: before, the page is loading them. */
  readonly made: boolean;
  /** Whether the result is a filter change's, now shown: it is announced. */
  readonly changed: boolean;
  readonly result: ShownResult;
}

/**
 * The catalogue's live region: it says the page is loading products before they are
 * there, and once a filter change's result shows, how many products match, after what
 * the line under the price fields says of a search just sent (not on Back, Forward or a
 * reload), which is otherwise only their description. Mounted from the page's first
 * render on, so that a change's result is announced.
 */
export function CatalogStatus({ made, changed, result }: CatalogStatusProps) {
  const i18n = useI18n();
  const location = useLocation();
  const pushed = useNavigationType() === NavigationType.Push;
  let said = "";
  if (!made) said = i18n.messages.loading.products;
  else if (changed) {
    const sent = pushed ? sentPricesOf(location.state) : null;
    const { minPrice: min, maxPrice: max } = result.filters;
    said = [
      sent ? priceLinesSaid(priceLines({ min, max }, sent, i18n)) : "",
      resultMessage(result.count, i18n),
    ]
      .filter((part) => part !== "")
      .join(" ");
  }
  return (
    <p
      role="status"
      aria-label={made ? undefined : i18n.messages.loading.products}
      className="sr-only"
    >
      {said}
    </p>
  );
}
