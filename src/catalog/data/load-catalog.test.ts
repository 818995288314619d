import { afterEach, describe, expect, it, vi } from "vitest";
import { InThreadWorker } from "../../testing/in-thread-worker";
import { loadCatalog, shouldReloadCatalog, showsOtherProducts, startCatalog } from "./load-catalog";

describe("startCatalog, then the first loadCatalog", () => {
  /** Every worker the page starts, in order. */
  const started: InThreadWorker[] = [];
  afterEach(() => {
    started.length = 0;
    vi.unstubAllGlobals();
  });
  const countingWorkers = () => {
    vi.stubGlobal(
      "Worker",
      class extends InThreadWorker {
        constructor() {
          super();
          started.push(this);
        }
      },
    );
  };
  const load = (search: string) => {
    const url = new URL(`https://shop.example/${search}`);
    return loadCatalog({ request: new Request(url), url, pattern: "/", params: {}, context: {} });
  };

  it("takes the catalogue the entry started for the same address, with the seed it drew", async () => {
    countingWorkers();
    const drawn = vi.spyOn(crypto, "getRandomValues");
    startCatalog(new URLSearchParams(""));
    const { catalog, seed } = await load("");
    expect(started).toHaveLength(1);
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(catalog.getSnapshot().entries).toHaveLength(12);
    expect(seed).toBeGreaterThanOrEqual(0);
  });

  it("takes it with the address's own seed and size", async () => {
    countingWorkers();
    startCatalog(new URLSearchParams("count=30&seed=5"));
    const { catalog, count, seed } = await load("?count=30&seed=5");
    expect(started).toHaveLength(1);
    expect({ count, seed }).toEqual({ count: 30, seed: 5 });
    expect(catalog.getSnapshot().entries).toHaveLength(30);
  });

  it("stops it for another catalogue, and makes that one", async () => {
    countingWorkers();
    startCatalog(new URLSearchParams("seed=5"));
    const { catalog, seed } = await load("?seed=6");
    expect(started).toHaveLength(2);
    expect(started[0]?.terminated).toBe(true);
    expect(seed).toBe(6);
    expect(catalog.getSnapshot().entries).toHaveLength(12);

    await load("?seed=5");
    expect(started).toHaveLength(3);
  });
});

const change = (from: string, to: string) =>
  showsOtherProducts(new URLSearchParams(from), new URLSearchParams(to));

describe("showsOtherProducts", () => {
  it("keeps the products when only the filters or the open product change", () => {
    expect(change("seed=1", "seed=1&q=a&category=Home")).toBe(false);
    expect(change("seed=1&q=a", "seed=1")).toBe(false);
    expect(change("count=500&seed=1", "count=500&seed=1&product=x")).toBe(false);
  });

  it("keeps the products when the seed of this visit is written in or taken out", () => {
    expect(change("", "seed=9&product=x")).toBe(false);
    expect(change("seed=9&product=x", "")).toBe(false);
  });

  it("makes new products for another seed", () => {
    expect(change("seed=1", "seed=2")).toBe(true);
  });

  it("makes new products for another size, with or without a seed", () => {
    expect(change("", "count=100")).toBe(true);
    expect(change("seed=1&count=100", "seed=1")).toBe(true);
  });

  it("keeps the products when a size that is not valid means the default one", () => {
    expect(change("count=abc", "count=12")).toBe(false);
  });
});

describe("shouldReloadCatalog", () => {
  const reloads = (from: string, to: string) =>
    shouldReloadCatalog({
      currentUrl: new URL(from, "https://shop.example"),
      currentParams: {},
      nextUrl: new URL(to, "https://shop.example"),
      nextParams: {},
      // What React Router would do on its own for any change of the search.
      defaultShouldRevalidate: true,
    });

  it("keeps the catalogue for filtering, resetting or opening a product, where React Router would reload it", () => {
    expect(reloads("/?seed=1", "/?seed=1&q=steel")).toBe(false);
    expect(reloads("/?seed=1&q=steel", "/?seed=1&q=steel&category=Home")).toBe(false);
    expect(reloads("/?seed=1&q=steel&category=Home", "/?seed=1")).toBe(false);
    expect(reloads("/", "/?seed=1&product=x")).toBe(false);
  });

  it("reloads for another seed or another size", () => {
    expect(reloads("/?seed=1", "/?seed=2")).toBe(true);
    expect(reloads("/?seed=1", "/?seed=1&count=500")).toBe(true);
  });
});
