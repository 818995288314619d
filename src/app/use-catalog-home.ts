import { useSearchParams } from "react-router";
import { catalogHome } from "../catalog/address/catalog-links";
import { useHydrated } from "../components/use-hydrated";
import { useI18n } from "../i18n/i18n-context";
import { shellQuery } from "../i18n/locales";

/**
 * Where the brand link and the error screens' link go: the catalogue the address shows
 * (`catalogHome`). The served page, the same for every address, links to its language's
 * catalogue; React hydrates that link as it is, then points it at the address's.
 */
export function useCatalogHome(): string {
  const [searchParams] = useSearchParams();
  const { locale } = useI18n();
  const hydrated = useHydrated();
  return catalogHome(hydrated ? searchParams : new URLSearchParams(shellQuery(locale)));
}
