import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { completeCatalog, InThreadWorker, SAMPLE_PRODUCTS } from "../../testing/product-fixtures";
import { readAddress } from "../address/catalog-address";
import {
  catalogComplete,
  type CatalogMaker,
  createCatalogMaker,
  isVisitOf,
  showsOtherProducts,
  type Visit,
} from "./catalog-maker";

/** An address as an English page reads it. */
const english = formatsOf("en");
describe("a page's catalogues: the one its entry started, then the first loaded", () => {
  /** Every worker the page starts, in order. */
  const started: InThreadWorker[] = [];
  let catalogs: CatalogMaker;
  beforeEach(() => {
    catalogs = createCatalogMaker();
  });
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
  const load = (search: string) =>
    catalogs.load(readAddress(search, english), "en", new AbortController().signal);
  const start = (search: string) => {
    catalogs.start(readAddress(search, english), "en");
  };

  it("takes the catalogue the entry started for the same address, with the seed it drew", async () => {
    countingWorkers();
    const drawn = vi.spyOn(crypto, "getRandomValues");
    start("");
    const { store, seed } = await load("");
    expect(started).toHaveLength(1);
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().entries).toHaveLength(12);
    expect(seed).toBeGreaterThanOrEqual(0);
  });

  it("takes it with the address's own seed and size", async () => {
    countingWorkers();
    start("count=30&seed=5");
    const { store, count, seed } = await load("?count=30&seed=5");
    expect(started).toHaveLength(1);
    expect({ count, seed }).toEqual({ count: 30, seed: 5 });
    expect(store.getSnapshot().entries).toHaveLength(30);
  });

  it("starts nothing for another page's catalogues", async () => {
    countingWorkers();
    start("seed=5");
    await createCatalogMaker().load(
      readAddress("seed=5", english),
      "en",
      new AbortController().signal,
    );
    expect(started).toHaveLength(2);
    expect(started[0]?.terminated).toBe(false);
  });

  it("stops it for another catalogue, and makes that one", async () => {
    countingWorkers();
    start("seed=5");
    const { store, seed } = await load("?seed=6");
    expect(started).toHaveLength(2);
    expect(started[0]?.terminated).toBe(true);
    expect(seed).toBe(6);
    expect(store.getSnapshot().entries).toHaveLength(12);

    await load("?seed=5");
    expect(started).toHaveLength(3);
  });

  it.each([
    [1, 1],
    [4, 4],
    [16, 8],
  ])(
    "makes a large catalogue with one worker per core, at most 8: %i core(s), %i worker(s)",
    async (cores, workers) => {
      countingWorkers();
      Object.defineProperty(navigator, "hardwareConcurrency", {
        configurable: true,
        get: () => cores,
      });
      try {
        await load("?count=10000&seed=9");
        await catalogs.idle();
      } finally {
        Reflect.deleteProperty(navigator, "hardwareConcurrency");
      }
      expect(started).toHaveLength(workers);
    },
  );

  it("draws another seed, and other products, on each visit whose address names none", async () => {
    countingWorkers();
    const visit = async () => {
      start("");
      const { store, seed } = await load("");
      return { seed, names: store.getSnapshot().entries.map(({ product }) => product.name) };
    };
    const [first, second] = [await visit(), await visit()];
    expect(second.seed).not.toBe(first.seed);
    expect(second.names).not.toEqual(first.names);
  });
});

describe("the catalogues made", () => {
  /** Every worker answers its first chunk at once, any other only when released. */
  const held: (() => void)[] = [];
  const workers: InThreadWorker[] = [];
  let catalogs: CatalogMaker;
  beforeEach(() => {
    catalogs = createCatalogMaker();
    vi.stubGlobal(
      "Worker",
      class extends InThreadWorker {
        asked = 0;
        constructor() {
          super();
          workers.push(this);
        }
        override postMessage(request: Parameters<InThreadWorker["postMessage"]>[0]) {
          this.asked += 1;
          if (this.asked === 1) super.postMessage(request);
          else
            held.push(() => {
              super.postMessage(request);
            });
        }
      },
    );
  });
  afterEach(() => {
    held.length = 0;
    workers.length = 0;
    vi.unstubAllGlobals();
  });
  const largeCatalog = () =>
    catalogs.load(readAddress("count=2500&seed=3", english), "en", new AbortController().signal);
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it("resolves once every catalogue started is complete, not with its first products", async () => {
    const { store } = await largeCatalog();
    const idle = settled(catalogs.idle());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle()).toBe(false);
    while (store.getSnapshot().entries.length < store.total) {
      held.splice(0).forEach((release) => {
        release();
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await vi.waitFor(() => {
      expect(idle()).toBe(true);
    });
  });

  it("resolves once a catalogue half made is left, whose workers stop", async () => {
    const { leave } = await largeCatalog();
    const idle = settled(catalogs.idle());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle()).toBe(false);
    leave();
    await vi.waitFor(() => {
      expect(idle()).toBe(true);
    });
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });
});

const change = (from: string, to: string) =>
  showsOtherProducts(readAddress(from, english), readAddress(to, english));

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

describe("isVisitOf", () => {
  const visit: Visit = {
    store: completeCatalog(SAMPLE_PRODUCTS),
    count: 12,
    seed: 9,
    inSteps: false,
    leave: () => undefined,
  };
  const of = (search: string) => isVisitOf(visit, readAddress(search, english));

  it("names the visit's products with its seed, or with none (a plain visit's address)", () => {
    expect(of("seed=9&q=a")).toBe(true);
    expect(of("q=a&category=Home")).toBe(true);
    expect(of("count=12")).toBe(true);
  });

  it("names other products with another seed or size", () => {
    expect(of("seed=8")).toBe(false);
    expect(of("count=30&seed=9")).toBe(false);
  });
});

describe("catalogComplete", () => {
  it("resolves at once for a complete catalogue", async () => {
    await expect(
      catalogComplete(completeCatalog(SAMPLE_PRODUCTS), new AbortController().signal),
    ).resolves.toBeUndefined();
  });

  it("rejects when the wait is aborted", async () => {
    const store = { ...completeCatalog(SAMPLE_PRODUCTS), total: SAMPLE_PRODUCTS.length + 1 };
    const controller = new AbortController();
    const complete = catalogComplete(store, controller.signal);
    controller.abort(new Error("a newer navigation"));
    await expect(complete).rejects.toThrow("a newer navigation");
  });
});
