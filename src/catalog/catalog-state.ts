import { NO_FILTERS, sameFilters, type Filters } from "./filter";

/** The control whose action changed the filters; it gets focus back after loading. */
export type FilterControl = "search" | "category" | "reset";

/**
 * `requested` is what the visitor asked for, `settled` what the page shows. They differ
 * exactly while loading, so loading is derived, never stored.
 */
export interface CatalogState {
  /** The text box's content, applied only when the search form is submitted. */
  readonly draft: string;
  readonly requested: Filters;
  readonly settled: Filters;
  readonly changedBy: FilterControl | null;
}

export type CatalogAction =
  | { readonly type: "type"; readonly draft: string }
  | { readonly type: "search" }
  | { readonly type: "choose-category"; readonly category: string }
  | { readonly type: "reset" }
  | { readonly type: "settle" };

export const INITIAL_CATALOG_STATE: CatalogState = {
  draft: "",
  requested: NO_FILTERS,
  settled: NO_FILTERS,
  changedBy: null,
};

function request(state: CatalogState, next: Filters, by: FilterControl): CatalogState {
  // Keeping the same object when nothing changed keeps a running delay running.
  const requested = sameFilters(state.requested, next) ? state.requested : next;
  return { ...state, requested, changedBy: by };
}

export function catalogReducer(state: CatalogState, action: CatalogAction): CatalogState {
  switch (action.type) {
    case "type":
      return { ...state, draft: action.draft };
    case "search":
      return request(state, { ...state.requested, query: state.draft.trim() }, "search");
    case "choose-category":
      return request(state, { ...state.requested, category: action.category }, "category");
    case "reset":
      return { ...request(state, NO_FILTERS, "reset"), draft: "" };
    case "settle":
      return { ...state, settled: state.requested };
  }
}

export function isLoading(state: CatalogState): boolean {
  return !sameFilters(state.requested, state.settled);
}
