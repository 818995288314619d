import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { FILTER_DELAY_MS } from "../constants";
import { parseFilters, withFilters } from "./catalog-params";
import {
  categoriesOf,
  filterProducts,
  NO_FILTERS,
  sameFilters,
  type Catalog,
  type Filters,
} from "./filter";

/** The control whose action changed the filters; it gets focus back after loading. */
type FilterControl = "search" | "category" | "reset";

/**
 * The catalogue's filter state machine. The URL holds the requested filters (`q`,
 * `category`): a history entry per applied change, so Back and Forward work. The page
 * shows the `settled` filters; while they differ from the URL's the page is loading, and
 * 500 ms after the last change they catch up. A change during the delay restarts it, so
 * what is shown always matches the latest request; unmounting clears the timer. A URL
 * opened with filters shows them at once.
 */
export function useCatalog(catalog: Catalog) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, category } = parseFilters(searchParams);
  const requested = useMemo<Filters>(() => ({ query, category }), [query, category]);
  const [settled, setSettled] = useState(requested);
  const loading = !sameFilters(requested, settled);

  // The text box holds what is typed; when the URL's search changes (a submit, Back,
  // Forward, Reset) it shows that search again.
  const [draft, setDraft] = useState(requested.query);
  const [draftFor, setDraftFor] = useState(requested.query);
  if (draftFor !== requested.query) {
    setDraftFor(requested.query);
    setDraft(requested.query);
  }

  const [lastChange, setLastChange] = useState<{ by: FilterControl; filters: Filters } | null>(
    null,
  );
  // Focus goes back to a control only for the change it made, not after Back or Forward.
  const changedBy =
    lastChange !== null && sameFilters(lastChange.filters, requested) ? lastChange.by : null;

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setSettled(requested);
    }, FILTER_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [loading, requested]);

  const shown = useMemo(() => filterProducts(catalog, settled), [catalog, settled]);
  const categories = useMemo(
    () => categoriesOf(shown, settled.category),
    [shown, settled.category],
  );

  function apply(by: FilterControl, filters: Filters) {
    if (sameFilters(filters, requested)) return;
    setLastChange({ by, filters });
    setSearchParams((params) => withFilters(params, filters), { preventScrollReset: true });
  }

  return {
    draft,
    requested,
    loading,
    shown,
    categories,
    changedBy,
    type: setDraft,
    search: () => {
      apply("search", { ...requested, query: draft.trim() });
    },
    chooseCategory: (next: string) => {
      apply("category", { ...requested, category: next });
    },
    reset: () => {
      setDraft("");
      apply("reset", NO_FILTERS);
    },
  };
}
