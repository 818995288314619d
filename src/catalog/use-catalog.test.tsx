import { act } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FILTER_DELAY_MS } from "../constants";
import { renderHookInRoute } from "../testing/render-routes";
import { SAMPLE_PRODUCTS } from "../testing/product-fixtures";
import { catalogOf } from "./data/catalog";
import { useCatalog } from "./use-catalog";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const catalog = catalogOf(SAMPLE_PRODUCTS);
const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

function renderCatalog(url = "/", { complete = true } = {}) {
  // Whether the whole catalogue is made: a store, as the page's catalogue is.
  let made = complete;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const hook = renderHookInRoute(
    () => ({
      catalog: useCatalog(
        catalog,
        useSyncExternalStore(subscribe, () => made),
      ),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    url,
  );
  /** The rest of the catalogue arrives. */
  const finish = () => {
    made = true;
    for (const listener of listeners) listener();
  };
  const settle = (ms = FILTER_DELAY_MS) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };
  const navigate = async (to: string | number) => {
    await act(async () => {
      const { navigate: go } = hook.result.current;
      await (typeof to === "number" ? go(to) : go(to));
    });
  };
  const run = async (change: () => void) => {
    await act(async () => {
      change();
      await Promise.resolve();
    });
  };
  return { result: hook.result, unmount: hook.unmount, settle, navigate, run, finish };
}

describe("useCatalog", () => {
  it("shows every product and their categories at first", () => {
    const { result } = renderCatalog();
    expect(result.current.catalog.loading).toBe(false);
    expect(result.current.catalog.shown).toEqual(SAMPLE_PRODUCTS);
    expect(result.current.catalog.categories).toEqual(["Clothing", "Computers", "Home"]);
  });

  it(`writes a change to the URL and shows it after exactly ${String(FILTER_DELAY_MS)} ms`, async () => {
    const { result, settle, run } = renderCatalog();
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    expect(result.current.location.search).toBe("?category=Home");
    expect(result.current.catalog.loading).toBe(true);
    settle(FILTER_DELAY_MS - 1);
    expect(result.current.catalog.loading).toBe(true);
    settle(1);
    expect(result.current.catalog.loading).toBe(false);
    expect(names(result.current.catalog.shown)).toEqual([
      "Rustic Steel Chair",
      "Gorgeous Wooden Table",
    ]);
    expect(result.current.catalog.categories).toEqual(["Home"]);
  });

  it("searches by the trimmed draft, and a blank search means no filter", async () => {
    const { result, settle, run } = renderCatalog();
    await run(() => {
      result.current.catalog.type({ query: "  Cotton " });
    });
    expect(result.current.catalog.loading).toBe(false);
    await run(() => {
      result.current.catalog.search();
    });
    expect(result.current.location.search).toBe("?q=Cotton");
    settle();
    expect(names(result.current.catalog.shown)).toEqual([
      "Sleek Cotton Hat",
      "Small Cotton Gloves",
    ]);
    await run(() => {
      result.current.catalog.type({ query: "   " });
    });
    await run(() => {
      result.current.catalog.search();
    });
    expect(result.current.location.search).toBe("");
  });

  it("applies the price range typed with the search, trimmed; Back and Forward bring the fields back", async () => {
    const { result, settle, run, navigate } = renderCatalog("/?seed=4");
    await run(() => {
      result.current.catalog.type({ minPrice: " 20 " });
    });
    await run(() => {
      result.current.catalog.type({ maxPrice: "130", query: "s" });
    });
    expect(result.current.catalog.draft).toEqual({ query: "s", minPrice: " 20 ", maxPrice: "130" });
    await run(() => {
      result.current.catalog.search();
    });
    expect(result.current.location.search).toBe("?seed=4&q=s&min=20&max=130");
    expect(result.current.catalog.loading).toBe(true);
    settle();
    expect(names(result.current.catalog.shown)).toEqual([
      "Sleek Cotton Hat",
      "Rustic Steel Chair",
      "Ergonomic Steel Keyboard",
    ]);

    await navigate(-1);
    expect(result.current.catalog.draft).toEqual({ query: "", minPrice: "", maxPrice: "" });
    settle();
    expect(result.current.catalog.shown).toHaveLength(SAMPLE_PRODUCTS.length);
    await navigate(1);
    expect(result.current.catalog.draft).toEqual({ query: "s", minPrice: "20", maxPrice: "130" });
  });

  it("applies filters from the URL at once when the page opens", () => {
    const { result } = renderCatalog("/?q=steel&category=Home&seed=4");
    expect(result.current.catalog.loading).toBe(false);
    expect(names(result.current.catalog.shown)).toEqual(["Rustic Steel Chair"]);
    expect(result.current.catalog.draft.query).toBe("steel");
  });

  it('shows nothing ("No Product Found") for an unknown category in the URL', () => {
    const { result } = renderCatalog("/?category=No%20such%20thing");
    expect(result.current.catalog.shown).toEqual([]);
    expect(result.current.catalog.categories).toEqual(["No such thing"]);
  });

  it("restores earlier filters on Back and later ones on Forward, through the delay", async () => {
    const { result, settle, run, navigate } = renderCatalog("/?seed=4");
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    settle();
    await run(() => {
      result.current.catalog.type({ query: "steel" });
    });
    await run(() => {
      result.current.catalog.search();
    });
    settle();
    expect(names(result.current.catalog.shown)).toEqual(["Rustic Steel Chair"]);

    await navigate(-1);
    expect(result.current.location.search).toBe("?seed=4&category=Home");
    expect(result.current.catalog.loading).toBe(true);
    expect(result.current.catalog.draft.query).toBe("");
    settle();
    expect(names(result.current.catalog.shown)).toEqual([
      "Rustic Steel Chair",
      "Gorgeous Wooden Table",
    ]);
    expect(result.current.catalog.changedBy).toBeNull();

    await navigate(1);
    settle();
    expect(names(result.current.catalog.shown)).toEqual(["Rustic Steel Chair"]);
    expect(result.current.catalog.draft.query).toBe("steel");
  });

  it("lays out the requested result while loading, for the page to show when it ends", async () => {
    const { result, run } = renderCatalog();
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    expect(result.current.catalog.loading).toBe(true);
    expect(names(result.current.catalog.shown)).toEqual([
      "Rustic Steel Chair",
      "Gorgeous Wooden Table",
    ]);
    expect(result.current.catalog.categories).toEqual(["Home"]);
  });

  it("settles a change only once the whole catalogue is made", async () => {
    const { result, settle, run, finish } = renderCatalog("/", { complete: false });
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    settle(10 * FILTER_DELAY_MS);
    expect(result.current.catalog.loading).toBe(true);
    act(finish);
    expect(result.current.catalog.loading).toBe(false);
    expect(result.current.catalog.announce).toBe(true);
  });

  it("waits the full delay when the catalogue is complete before it runs out", async () => {
    const { result, settle, run, finish } = renderCatalog("/", { complete: false });
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    settle(100);
    act(finish);
    expect(result.current.catalog.loading).toBe(true);
    settle(FILTER_DELAY_MS - 101);
    expect(result.current.catalog.loading).toBe(true);
    settle(1);
    expect(result.current.catalog.loading).toBe(false);
  });

  it("shows the latest state when changes come while loading", async () => {
    const { result, settle, run, navigate } = renderCatalog();
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    settle(300);
    await navigate("/?category=Clothing");
    settle(300);
    expect(result.current.catalog.loading).toBe(true);
    settle(FILTER_DELAY_MS);
    expect(result.current.catalog.loading).toBe(false);
    expect(names(result.current.catalog.shown)).toEqual([
      "Sleek Cotton Hat",
      "Small Cotton Gloves",
    ]);
  });

  it("resets both filters and the text box, and removes them from the URL", async () => {
    const { result, settle, run } = renderCatalog("/?seed=3&q=steel&category=Home");
    await run(() => {
      result.current.catalog.reset();
    });
    expect(result.current.location.search).toBe("?seed=3");
    expect(result.current.catalog.draft.query).toBe("");
    expect(result.current.catalog.changedBy).toBe("reset");
    settle();
    expect(result.current.catalog.shown).toEqual(SAMPLE_PRODUCTS);
  });

  it("adds no history entry and no loading for a change that changes nothing", async () => {
    const { result, run } = renderCatalog("/?category=Home");
    const entry = result.current.location.key;
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    expect(result.current.location.key).toBe(entry);
    expect(result.current.catalog.loading).toBe(false);
    expect(result.current.catalog.changedBy).toBeNull();
  });

  it("leaves no timer behind when unmounted while loading", async () => {
    const { result, unmount, run } = renderCatalog();
    // Besides the loading step's, the names' ranking may be waiting for its task.
    const before = vi.getTimerCount();
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    expect(vi.getTimerCount()).toBe(before + 1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps a single timer however many changes come while loading", async () => {
    const { result, run } = renderCatalog();
    const before = vi.getTimerCount();
    for (const category of ["Home", "Clothing", "Computers", "Home"]) {
      await run(() => {
        result.current.catalog.chooseCategory(category);
      });
    }
    expect(vi.getTimerCount()).toBe(before + 1);
  });

  it("adds one history entry for the same search asked twice before the page re-renders", async () => {
    const { result, run, navigate, settle } = renderCatalog("/?seed=2");
    act(() => {
      result.current.catalog.type({ query: "steel" });
    });
    await run(() => {
      result.current.catalog.search();
      result.current.catalog.search();
    });
    settle();
    expect(result.current.location.search).toBe("?seed=2&q=steel");
    await navigate(-1);
    expect(result.current.location.search).toBe("?seed=2");
  });

  it("announces every settled result, and gives focus back only after the visitor's own change", async () => {
    const { result, run, navigate, settle } = renderCatalog();
    expect(result.current.catalog.announce).toBe(false);
    await run(() => {
      result.current.catalog.chooseCategory("Home");
    });
    expect(result.current.catalog.announce).toBe(false);
    settle();
    expect(result.current.catalog.announce).toBe(true);
    expect(result.current.catalog.changedBy).toBe("category");

    await navigate(-1);
    expect(result.current.catalog.announce).toBe(false);
    settle();
    expect(result.current.catalog.announce).toBe(true);
    expect(result.current.catalog.changedBy).toBeNull();

    await navigate(1);
    settle();
    expect(result.current.catalog.announce).toBe(true);
    expect(result.current.catalog.changedBy).toBeNull();
  });
});
