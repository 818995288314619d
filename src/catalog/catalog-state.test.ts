import { describe, expect, it } from "vitest";
import {
  catalogReducer,
  INITIAL_CATALOG_STATE,
  isLoading,
  type CatalogAction,
  type CatalogState,
} from "./catalog-state";

const run = (...actions: CatalogAction[]): CatalogState =>
  actions.reduce(catalogReducer, INITIAL_CATALOG_STATE);

describe("catalogReducer", () => {
  it("starts with no filters and not loading", () => {
    expect(INITIAL_CATALOG_STATE.requested).toEqual({ query: "", category: "" });
    expect(isLoading(INITIAL_CATALOG_STATE)).toBe(false);
  });

  it("does not filter while the visitor is only typing", () => {
    const state = run({ type: "type", draft: "chair" });
    expect(state.draft).toBe("chair");
    expect(isLoading(state)).toBe(false);
  });

  it("sets the trimmed search text on submit and starts loading", () => {
    const state = run({ type: "type", draft: "  chair " }, { type: "search" });
    expect(state.requested.query).toBe("chair");
    expect(state.draft).toBe("  chair ");
    expect(state.changedBy).toBe("search");
    expect(isLoading(state)).toBe(true);
  });

  it("treats a blank search as no filter", () => {
    const state = run({ type: "type", draft: "   " }, { type: "search" });
    expect(state.requested.query).toBe("");
    expect(isLoading(state)).toBe(false);
  });

  it("sets the category on choice and starts loading", () => {
    const state = run({ type: "choose-category", category: "Home" });
    expect(state.requested).toEqual({ query: "", category: "Home" });
    expect(state.changedBy).toBe("category");
    expect(isLoading(state)).toBe(true);
  });

  it("combines a search with a category", () => {
    const state = run(
      { type: "choose-category", category: "Home" },
      { type: "type", draft: "steel" },
      { type: "search" },
    );
    expect(state.requested).toEqual({ query: "steel", category: "Home" });
  });

  it("shows the requested filters once settled", () => {
    const state = run({ type: "choose-category", category: "Home" }, { type: "settle" });
    expect(state.settled).toEqual({ query: "", category: "Home" });
    expect(isLoading(state)).toBe(false);
  });

  it("settles on the latest request when several come in a row", () => {
    const state = run(
      { type: "choose-category", category: "Home" },
      { type: "choose-category", category: "Books" },
      { type: "type", draft: "lamp" },
      { type: "search" },
      { type: "settle" },
    );
    expect(state.settled).toEqual({ query: "lamp", category: "Books" });
  });

  it("resets both filters and the text box", () => {
    const state = run(
      { type: "choose-category", category: "Home" },
      { type: "type", draft: "steel" },
      { type: "search" },
      { type: "settle" },
      { type: "reset" },
    );
    expect(state.requested).toEqual({ query: "", category: "" });
    expect(state.draft).toBe("");
    expect(state.changedBy).toBe("reset");
    expect(isLoading(state)).toBe(true);
  });

  it("clears an unsubmitted draft on reset without loading", () => {
    const state = run({ type: "type", draft: "steel" }, { type: "reset" });
    expect(state.draft).toBe("");
    expect(isLoading(state)).toBe(false);
  });

  it("keeps the same request object when a change repeats the current request", () => {
    const before = run({ type: "choose-category", category: "Home" });
    const after = catalogReducer(before, { type: "choose-category", category: "Home" });
    expect(after.requested).toBe(before.requested);
  });
});
