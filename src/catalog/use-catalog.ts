import { useEffect, useMemo, useReducer } from "react";
import { FILTER_DELAY_MS } from "../constants";
import { catalogReducer, INITIAL_CATALOG_STATE, isLoading } from "./catalog-state";
import { categoriesOf, filterProducts, type Catalog } from "./filter";

/**
 * The catalogue's filter state machine: draft → requested → (500 ms loading) → shown.
 * A change during the delay restarts it, so what is shown always matches the latest
 * request; unmounting clears the timer.
 */
export function useCatalog(catalog: Catalog) {
  const [state, dispatch] = useReducer(catalogReducer, INITIAL_CATALOG_STATE);
  const loading = isLoading(state);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      dispatch({ type: "settle" });
    }, FILTER_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [loading, state.requested]);

  const shown = useMemo(() => filterProducts(catalog, state.settled), [catalog, state.settled]);
  const categories = useMemo(
    () => categoriesOf(shown, state.settled.category),
    [shown, state.settled.category],
  );

  return { state, dispatch, loading, shown, categories };
}
