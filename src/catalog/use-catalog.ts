import { useEffect, useMemo, useRef, useState } from "react";
import { NavigationType, useLocation, useNavigationType, useSearchParams } from "react-router";
import { FILTER_DELAY_MS } from "../constants";
import {
  DEFAULT_SORT,
  NO_FILTERS,
  parseFilters,
  parseSort,
  sameFilters,
  withFilters,
  withSort,
  type Filters,
  type SortOrder,
} from "./catalog-params";
import type { Catalog } from "./data/types";
import { categoriesOf, filterCatalog } from "./filter";
import { catalogOrder, RANKED_ORDERS, sortProducts } from "./sort";

/** Where in the search form a submit came from: the search box, a price bound or the button. */
export type SearchField = "search" | "min-price" | "max-price" | "search-button";

/** The control whose action changed the filters; it gets focus back after loading. */
type FilterControl = SearchField | "category" | "reset";

/** What a filter change writes into its history entry's state. */
interface FilterChange {
  readonly changedBy: FilterControl;
}

/** What the search form holds: the search and the price range, applied together on submit. */
export type SearchDraft = Pick<Filters, "query" | "minPrice" | "maxPrice">;

const DRAFT_FIELDS = ["query", "minPrice", "maxPrice"] as const;

function changedByIn(state: unknown): FilterControl | null {
  if (typeof state !== "object" || state === null || !("changedBy" in state)) return null;
  const { changedBy } = state as FilterChange;
  return changedBy;
}

/**
 * The catalogue's filter state machine. The URL holds the requested filters (`q`,
 * `category`, `min`, `max`): a history entry per applied change, so Back and Forward work. While the
 * `settled` filters differ from the URL's the page is loading; 500 ms after the last
 * change, and not before the whole catalogue is made, they catch up. A change during the
 * delay restarts it, so what is shown always matches the latest request; unmounting
 * clears the timer. A URL opened with filters shows them at once.
 *
 * The order (`sort`) is not a filter: a change of it reorders at once, with a history
 * entry of its own, and keeps the filters; Reset goes back to the generated order.
 *
 * Every settled change is announced (`announce`), whoever made it. Focus goes back to the
 * control that made a change (`changedBy`), which the change writes into its own history
 * entry, and only when the visitor has just made it: never after Back or Forward, which
 * land on entries ("POP") made earlier.
 */
export function useCatalog(catalog: Catalog, complete: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, category, minPrice, maxPrice } = parseFilters(searchParams);
  const requested = useMemo<Filters>(
    () => ({ query, category, minPrice, maxPrice }),
    [query, category, minPrice, maxPrice],
  );
  const sort = parseSort(searchParams);
  const [settled, setSettled] = useState({ filters: requested, afterChange: false });
  const loading = !sameFilters(requested, settled.filters);

  // The search form's fields hold what is typed; when the URL's value of one changes (a
  // submit, Back, Forward, Reset, Clear search) that field shows it again, and the others
  // keep what is typed in them.
  const applied: SearchDraft = { query, minPrice, maxPrice };
  const [draft, setDraft] = useState(applied);
  const [draftFor, setDraftFor] = useState(applied);
  const changedFields = DRAFT_FIELDS.filter((field) => draftFor[field] !== applied[field]);
  if (changedFields.length > 0) {
    setDraftFor(applied);
    setDraft((current) => ({
      ...current,
      ...Object.fromEntries(changedFields.map((field) => [field, applied[field]])),
    }));
  }

  const location = useLocation();
  const changedBy = useNavigationType() === NavigationType.Pop ? null : changedByIn(location.state);

  // The filters of the latest request, ahead of the next render: a second click before
  // the page has re-rendered (a double click on Search) must not add a second entry. It
  // follows every navigation that lands, not only changes of the filters: a request that
  // another navigation overtook (Back still on its way) must not block the next one.
  const latestRequest = useRef(requested);
  useEffect(() => {
    latestRequest.current = requested;
  }, [requested, location.key]);

  // The filters whose delay has run out. They settle once the whole catalogue is made,
  // so that a result never covers only part of it.
  const [delayed, setDelayed] = useState<Filters | null>(null);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setDelayed(requested);
    }, FILTER_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [loading, requested]);
  if (loading && complete && delayed === requested) {
    setSettled({ filters: requested, afterChange: true });
  }

  // What the requested filters show, in the requested order: laid out (hidden) during the
  // loading step already, so that the page below keeps still when it appears. A new order
  // sorts what is shown, without filtering again.
  // Each order of 100,000 products takes 10–25 ms to compute: each in a task of its own
  // once the catalogue is complete, so that none is in the frame of a visitor's sort.
  useEffect(() => {
    if (!complete) return;
    const timers = RANKED_ORDERS.map((order) =>
      setTimeout(() => {
        catalogOrder(catalog, order);
      }),
    );
    return () => {
      timers.forEach(clearTimeout);
    };
  }, [catalog, complete]);
  const matching = useMemo(() => filterCatalog(catalog, requested), [catalog, requested]);
  const shown = useMemo(() => sortProducts(matching, sort, catalog), [matching, sort, catalog]);
  const categories = useMemo(
    () => categoriesOf(matching, requested.category),
    [matching, requested.category],
  );

  function apply(by: FilterControl, filters: Filters, order: SortOrder = sort) {
    if (sameFilters(filters, latestRequest.current) && order === sort) return;
    latestRequest.current = filters;
    const change: FilterChange = { changedBy: by };
    setSearchParams((params) => withSort(withFilters(params, filters), order), {
      preventScrollReset: true,
      state: change,
    });
  }

  return {
    draft,
    requested,
    sort,
    loading,
    shown,
    categories,
    changedBy,
    announce: settled.afterChange && !loading,
    type: (change: Partial<SearchDraft>) => {
      setDraft((current) => ({ ...current, ...change }));
    },
    search: (from: SearchField = "search") => {
      apply(from, {
        ...requested,
        query: draft.query.trim(),
        minPrice: draft.minPrice.trim(),
        maxPrice: draft.maxPrice.trim(),
      });
    },
    chooseCategory: (next: string) => {
      apply("category", { ...requested, category: next });
    },
    /** Empties the search box, and takes an applied search away (through the loading step). */
    clear: () => {
      setDraft((current) => ({ ...current, query: "" }));
      apply("search", { ...requested, query: "" });
    },
    chooseSort: (next: SortOrder) => {
      if (next === sort) return;
      setSearchParams((params) => withSort(params, next), { preventScrollReset: true });
    },
    reset: () => {
      setDraft(NO_FILTERS);
      apply("reset", NO_FILTERS, DEFAULT_SORT);
    },
  };
}

/** The filter state and its actions, as the page and its controls use them. */
export type CatalogState = ReturnType<typeof useCatalog>;
