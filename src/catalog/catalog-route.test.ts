import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FILTER_DELAY_MS } from "../constants";
import { growingCatalog, SAMPLE_PRODUCTS } from "../testing/product-fixtures";
import { createCatalogRoute } from "./catalog-route";
import { generateCatalog } from "./data/worker-pool";
import { WINDOWING_THRESHOLD } from "./grid/product-grid";
import { catalogOrder, RANKED_ORDERS } from "./results/shown-products";

// The real loader and shouldRevalidate in a real router, with no page rendered: only the
// workers are replaced, by a catalogue the test completes when it wants.
vi.mock(import("./data/worker-pool"), () => ({ generateCatalog: vi.fn() }));
// The orders, computed as usual, counted.
vi.mock(import("./results/shown-products"), async (importOriginal) => {
  const shownProducts = await importOriginal();
  return { ...shownProducts, catalogOrder: vi.fn(shownProducts.catalogOrder) };
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(generateCatalog).mockReset();
  vi.mocked(catalogOrder).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

async function startRouter(url: string, { complete = true } = {}) {
  // The sample products, whose last ones come when `finish` is called.
  const { store, finish } = growingCatalog(SAMPLE_PRODUCTS, complete ? SAMPLE_PRODUCTS.length : 2);
  vi.mocked(generateCatalog).mockResolvedValue(store);
  const router = createMemoryRouter([{ path: "/", ...createCatalogRoute() }], {
    initialEntries: [url],
  });
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
  });
  // Whatever the catalogue scheduled for itself (its orders) runs now, before a test counts timers.
  vi.runOnlyPendingTimers();
  /** Lets `ms` pass, and the promises that depend on it settle. */
  const wait = async (ms = FILTER_DELAY_MS) => {
    await vi.advanceTimersByTimeAsync(ms);
  };
  const go = (to: string | number) => {
    void (typeof to === "number" ? router.navigate(to) : router.navigate(to));
  };
  const shownSearch = () => router.state.location.search;
  const loading = () => router.state.navigation.state === "loading";
  return { router, wait, go, shownSearch, loading, finish };
}

describe("the catalogue route", () => {
  it("applies filters from the URL at once when the page opens", async () => {
    const { router, loading } = await startRouter("/?q=steel&category=Home&seed=4");
    expect(loading()).toBe(false);
    expect(router.state.location.search).toBe("?q=steel&category=Home&seed=4");
    expect(router.state.loaderData).toMatchObject({ catalog: { afterChange: false, seed: 4 } });
  });

  it(`shows a change after exactly ${String(FILTER_DELAY_MS)} ms, the address pending until then`, async () => {
    const { router, wait, go, shownSearch, loading } = await startRouter("/?seed=4");
    go("/?seed=4&category=Home");
    await wait(0);
    expect(loading()).toBe(true);
    expect(router.state.navigation.location?.search).toBe("?seed=4&category=Home");
    expect(shownSearch()).toBe("?seed=4");
    await wait(FILTER_DELAY_MS - 1);
    expect(loading()).toBe(true);
    await wait(1);
    expect(loading()).toBe(false);
    expect(shownSearch()).toBe("?seed=4&category=Home");
    expect(router.state.loaderData).toMatchObject({ catalog: { afterChange: true } });
  });

  it("makes a large catalogue's orders ahead, a small one's only when asked", async () => {
    await startRouter("/?seed=4");
    expect(catalogOrder).not.toHaveBeenCalled();
    await startRouter(`/?seed=4&count=${String(WINDOWING_THRESHOLD + 1)}`);
    expect(vi.mocked(catalogOrder).mock.calls.map(([, order]) => order)).toEqual(RANKED_ORDERS);
  });

  it("makes the products once: filters, Back and Forward reuse them", async () => {
    const { wait, go, shownSearch, loading } = await startRouter("/?seed=4");
    go("/?seed=4&category=Home");
    await wait();
    go("/?seed=4&category=Home&q=steel");
    await wait();
    go(-1);
    await wait(0);
    expect(loading()).toBe(true);
    await wait();
    expect(shownSearch()).toBe("?seed=4&category=Home");
    go(1);
    await wait();
    expect(shownSearch()).toBe("?seed=4&category=Home&q=steel");
    expect(generateCatalog).toHaveBeenCalledTimes(1);
  });

  it("keeps the products when the visit's seed is written in or taken out", async () => {
    const { wait, go, shownSearch } = await startRouter("/");
    const seed = vi.mocked(generateCatalog).mock.calls[0]?.[0].seed ?? -1;
    go(`/?seed=${String(seed)}&product=x`);
    await wait(0);
    go("/?q=steel");
    await wait();
    expect(shownSearch()).toBe("?q=steel");
    expect(generateCatalog).toHaveBeenCalledTimes(1);
  });

  it("makes other products for another seed or size, without the filter step", async () => {
    const { wait, go, shownSearch } = await startRouter("/?seed=4");
    go("/?seed=5");
    await wait(0);
    expect(shownSearch()).toBe("?seed=5");
    go("/?seed=5&count=30");
    await wait(0);
    expect(shownSearch()).toBe("?seed=5&count=30");
    expect(generateCatalog).toHaveBeenCalledTimes(3);
  });

  it("stops making the products it no longer shows, and only those", async () => {
    const { wait, go } = await startRouter("/?seed=4", { complete: false });
    const making = (call: number) => vi.mocked(generateCatalog).mock.calls[call]?.[1].signal;
    go("/?seed=4&category=Home");
    await wait(0);
    go("/?seed=4");
    await wait();
    expect(making(0)?.aborted).toBe(false);
    go("/?seed=5");
    await wait(0);
    expect(making(0)?.aborted).toBe(true);
    expect(making(1)?.aborted).toBe(false);
  });

  it("runs no loader to sort or to open a product: they show at once", async () => {
    const { go, wait, shownSearch, loading } = await startRouter("/?seed=4&q=steel");
    go("/?seed=4&q=steel&sort=price-desc");
    await wait(0);
    expect(loading()).toBe(false);
    expect(shownSearch()).toBe("?seed=4&q=steel&sort=price-desc");
    go("/?seed=4&q=steel&sort=price-desc&product=id-x");
    await wait(0);
    expect(shownSearch()).toBe("?seed=4&q=steel&sort=price-desc&product=id-x");
  });

  it("shows the latest change when changes come while loading, one wait at a time", async () => {
    const { wait, go, shownSearch, loading } = await startRouter("/?seed=4");
    const timers = vi.getTimerCount();
    for (const category of ["Home", "Clothing", "Computers"]) {
      go(`/?seed=4&category=${category}`);
      await wait(300);
      expect(vi.getTimerCount()).toBe(timers + 1);
    }
    expect(loading()).toBe(true);
    await wait(FILTER_DELAY_MS - 300);
    expect(loading()).toBe(false);
    expect(shownSearch()).toBe("?seed=4&category=Computers");
  });

  it("leaves no timer behind when the router goes while loading", async () => {
    const { router, wait, go } = await startRouter("/?seed=4");
    const timers = vi.getTimerCount();
    go("/?seed=4&category=Home");
    await wait(0);
    expect(vi.getTimerCount()).toBe(timers + 1);
    router.dispose();
    await wait(0);
    expect(vi.getTimerCount()).toBe(timers);
  });

  it("applies a change only once the whole catalogue is made", async () => {
    const { wait, go, loading, finish, shownSearch } = await startRouter("/?seed=4", {
      complete: false,
    });
    go("/?seed=4&category=Home");
    await wait(10 * FILTER_DELAY_MS);
    expect(loading()).toBe(true);
    finish();
    await wait(0);
    expect(loading()).toBe(false);
    expect(shownSearch()).toBe("?seed=4&category=Home");
  });

  it("waits the full delay when the catalogue is complete before it runs out", async () => {
    const { wait, go, loading, finish } = await startRouter("/?seed=4", { complete: false });
    go("/?seed=4&category=Home");
    await wait(100);
    finish();
    await wait(FILTER_DELAY_MS - 101);
    expect(loading()).toBe(true);
    await wait(1);
    expect(loading()).toBe(false);
  });
});
