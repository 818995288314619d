import { useDocumentTitle } from "../../components/use-document-title";
import { useI18n } from "../../i18n/i18n-context";
import type { Filters } from "../address/catalog-params";
import { catalogTitle } from "./catalog-title";

/** The result on screen: the filters applied and how many products match. */
export interface ShownResult {
  readonly filters: Filters;
  readonly count: number;
  /** Whether a product has the category asked for (`catalogTitle` quotes one none has). */
  readonly categoryExists: boolean;
}

/**
 * The document's title follows what is on screen: the open product's name while its
 * details are open, else the result's (`catalogTitle`); `null` (the products not there
 * yet, or a change still loading) keeps the title the page has, so that it changes when
 * the result shows, not before.
 */
export function useCatalogTitle(result: ShownResult | null, openProductName: string | undefined) {
  const i18n = useI18n();
  useDocumentTitle(
    result === null
      ? null
      : (openProductName ??
          catalogTitle(result.filters, result.count, i18n, result.categoryExists)),
  );
}
