import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FILTER_DELAY_MS } from "../constants";
import { indexCatalog } from "./filter";
import { SAMPLE_PRODUCTS } from "./product-fixtures";
import { useCatalog } from "./use-catalog";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

function renderCatalog() {
  const catalog = indexCatalog(SAMPLE_PRODUCTS);
  return renderHook(() => useCatalog(catalog));
}

describe("useCatalog", () => {
  it("shows every product and their categories at first", () => {
    const { result } = renderCatalog();
    expect(result.current.loading).toBe(false);
    expect(result.current.shown).toEqual(SAMPLE_PRODUCTS);
    expect(result.current.categories).toEqual(["Clothing", "Computers", "Home"]);
  });

  it(`loads for exactly ${FILTER_DELAY_MS} ms after a change, then shows the filtered list`, () => {
    const { result } = renderCatalog();
    act(() => {
      result.current.dispatch({ type: "choose-category", category: "Home" });
    });
    expect(result.current.loading).toBe(true);
    act(() => {
      vi.advanceTimersByTime(FILTER_DELAY_MS - 1);
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.shown).toEqual(SAMPLE_PRODUCTS);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.loading).toBe(false);
    expect(names(result.current.shown)).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    expect(result.current.categories).toEqual(["Home"]);
  });

  it("shows the result of the latest state when a second change comes while loading", () => {
    const { result } = renderCatalog();
    act(() => {
      result.current.dispatch({ type: "choose-category", category: "Home" });
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => {
      result.current.dispatch({ type: "choose-category", category: "Clothing" });
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.loading).toBe(true);
    act(() => {
      vi.advanceTimersByTime(FILTER_DELAY_MS);
    });
    expect(result.current.loading).toBe(false);
    expect(names(result.current.shown)).toEqual(["Sleek Cotton Hat", "Small Cotton Gloves"]);
  });

  it("shows nothing when no product matches", () => {
    const { result } = renderCatalog();
    act(() => {
      result.current.dispatch({ type: "type", draft: "no such thing" });
      result.current.dispatch({ type: "search" });
    });
    act(() => {
      vi.advanceTimersByTime(FILTER_DELAY_MS);
    });
    expect(result.current.shown).toEqual([]);
  });

  it("leaves no timer behind when unmounted while loading", () => {
    const { result, unmount } = renderCatalog();
    act(() => {
      result.current.dispatch({ type: "choose-category", category: "Home" });
    });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps a single timer however many changes come while loading", () => {
    const { result } = renderCatalog();
    for (const category of ["Home", "Clothing", "Computers", "Home"]) {
      act(() => {
        result.current.dispatch({ type: "choose-category", category });
      });
    }
    expect(vi.getTimerCount()).toBe(1);
  });
});
