import { describe, expect, it } from "vitest";
import { InThreadWorker } from "../../testing/product-fixtures";
import { DEFINITIONS } from "./locales/en.generated";
import { CHUNK_SIZE, chunkCount, type ChunkRequest, chunkRequest } from "./model";
import { generateChunk } from "./product-generator";
import { generateCatalog, type GrowingCatalog, startFirstChunk } from "./worker-pool";

const COUNT = 4 * CHUNK_SIZE + 250;

/** The catalogue made on this thread, chunk after chunk: what the workers must make. */
function expectedIds(count: number, seed: number): string[] {
  return Array.from({ length: chunkCount(count) }, (_, index) =>
    generateChunk(chunkRequest({ count, seed, locale: "en" }, index), DEFINITIONS).map(
      ({ _id }) => _id,
    ),
  ).flat();
}

/** Workers whose answers come in an order of their own: later chunks can finish first. */
function workersAnsweringOutOfOrder(made: InThreadWorker[]) {
  return () => {
    const worker = new InThreadWorker();
    worker.delay = ({ index }: ChunkRequest) => ((index * 7) % 5) * 3;
    made.push(worker);
    return worker;
  };
}

/** Every snapshot the catalogue publishes until it is complete. */
function growth(catalog: GrowingCatalog): Promise<string[][]> {
  const seen = [catalog.getSnapshot().entries.map(({ product }) => product._id)];
  return new Promise((resolve) => {
    const check = () => {
      const { entries } = catalog.getSnapshot();
      seen.push(entries.map(({ product }) => product._id));
      if (entries.length === catalog.total) resolve(seen);
    };
    catalog.subscribe(check);
    check();
  });
}

describe("generateCatalog", () => {
  it.each([1, 4])("makes the same products, in order, with %i worker(s)", async (workers) => {
    const made: InThreadWorker[] = [];
    const catalog = await generateCatalog(
      { count: COUNT, seed: 7, locale: "en" },
      {
        workers,
        signal: new AbortController().signal,
        createWorker: workersAnsweringOutOfOrder(made),
      },
    );
    const snapshots = await growth(catalog);
    expect(made).toHaveLength(workers);
    expect(snapshots.at(-1)).toEqual(expectedIds(COUNT, 7));
    // It only ever grows at its end, a whole chunk at a time.
    snapshots.forEach((after, i) => {
      const before = snapshots[i - 1] ?? [];
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.length % CHUNK_SIZE === 0 || after.length === COUNT).toBe(true);
    });
    expect(made.every((worker) => worker.terminated)).toBe(true);
  });

  it("keeps two requests with each worker, so none waits for the page between chunks", () => {
    const asked: number[][] = [];
    const silent = () => {
      const requests: number[] = [];
      asked.push(requests);
      return {
        onmessage: null,
        onerror: null,
        postMessage: ({ index }: ChunkRequest) => requests.push(index),
        terminate: () => undefined,
      };
    };
    void generateCatalog(
      { count: COUNT, seed: 1, locale: "en" },
      { workers: 2, signal: new AbortController().signal, createWorker: silent },
    );
    expect(asked).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it("resolves with the first chunk, before the rest is made", async () => {
    const catalog = await generateCatalog(
      { count: COUNT, seed: 1, locale: "en" },
      {
        workers: 1,
        signal: new AbortController().signal,
        createWorker: () => new InThreadWorker(),
      },
    );
    expect(catalog.total).toBe(COUNT);
    expect(catalog.getSnapshot().entries).toHaveLength(CHUNK_SIZE);
  });

  it("starts no more workers than there are chunks", async () => {
    const made: InThreadWorker[] = [];
    const catalog = await generateCatalog(
      { count: 12, seed: 1, locale: "en" },
      {
        workers: 8,
        signal: new AbortController().signal,
        createWorker: workersAnsweringOutOfOrder(made),
      },
    );
    expect(made).toHaveLength(1);
    expect(catalog.getSnapshot().entries).toHaveLength(12);
  });

  it("stops its workers and rejects when aborted before the first chunk", async () => {
    const made: InThreadWorker[] = [];
    const controller = new AbortController();
    const generating = generateCatalog(
      { count: COUNT, seed: 1, locale: "en" },
      { workers: 2, signal: controller.signal, createWorker: workersAnsweringOutOfOrder(made) },
    );
    controller.abort(new Error("navigated away"));
    await expect(generating).rejects.toThrow("navigated away");
    expect(made.every((worker) => worker.terminated)).toBe(true);
  });

  it("stops its workers when aborted after the first chunk, and keeps what is made", async () => {
    const made: InThreadWorker[] = [];
    const controller = new AbortController();
    const catalog = await generateCatalog(
      { count: COUNT, seed: 1, locale: "en" },
      { workers: 2, signal: controller.signal, createWorker: workersAnsweringOutOfOrder(made) },
    );
    const kept = catalog.getSnapshot();
    controller.abort(new Error("another catalogue shown"));
    expect(made.map((worker) => worker.terminated)).toEqual([true, true]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(catalog.getSnapshot()).toBe(kept);
  });

  it("rejects when a worker fails before the first chunk, and reports a later failure", async () => {
    const failing = () => {
      const worker = new InThreadWorker();
      worker.postMessage = () => {
        setTimeout(() => worker.onerror?.(new ErrorEvent("error", { message: "out of memory" })));
      };
      return worker;
    };
    const signal = new AbortController().signal;
    await expect(
      generateCatalog(
        { count: COUNT, seed: 1, locale: "en" },
        { workers: 1, signal, createWorker: failing },
      ),
    ).rejects.toThrow("Generating products failed: out of memory");

    const failingLater = () => {
      const worker = new InThreadWorker();
      const answer = worker.postMessage.bind(worker);
      worker.postMessage = (request) => {
        if (request.index === 0) answer(request);
        else setTimeout(() => worker.onerror?.(new ErrorEvent("error", { message: "crashed" })));
      };
      return worker;
    };
    const catalog = await generateCatalog(
      { count: COUNT, seed: 1, locale: "en" },
      { workers: 1, signal, createWorker: failingLater },
    );
    await new Promise<void>((resolve) => catalog.subscribe(resolve));
    expect(catalog.getSnapshot().error?.message).toBe("Generating products failed: crashed");
    expect(catalog.getSnapshot().entries).toHaveLength(CHUNK_SIZE);
  });

  it("takes a first chunk asked for before: its worker joins the pool, nothing is asked twice", async () => {
    const asked: number[] = [];
    const recording = () => {
      const worker = new InThreadWorker();
      const answer = worker.postMessage.bind(worker);
      worker.postMessage = (request) => {
        asked.push(request.index);
        answer(request);
      };
      return worker;
    };
    const firstWorker = recording();
    const first = startFirstChunk({ count: COUNT, seed: 3, locale: "en" }, () => firstWorker);
    // The answer may come before anything listens: it is kept until the catalogue takes it.
    await first.result;
    const made: InThreadWorker[] = [];
    const catalog = await generateCatalog(
      { count: COUNT, seed: 3, locale: "en" },
      {
        workers: 2,
        signal: new AbortController().signal,
        createWorker: () => {
          const worker = recording();
          made.push(worker);
          return worker;
        },
        first,
      },
    );
    const snapshots = await growth(catalog);
    expect(snapshots.at(-1)).toEqual(expectedIds(COUNT, 3));
    expect(made).toHaveLength(1);
    expect(asked.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    expect(firstWorker.terminated).toBe(true);
  });

  it("rejects when the first chunk asked for before fails, and stops its worker on abort", async () => {
    const failing = new InThreadWorker();
    failing.postMessage = () => {
      setTimeout(() => failing.onerror?.(new ErrorEvent("error", { message: "no script" })));
    };
    const signal = new AbortController().signal;
    const first = startFirstChunk({ count: 12, seed: 1, locale: "en" }, () => failing);
    await expect(
      generateCatalog({ count: 12, seed: 1, locale: "en" }, { workers: 1, signal, first }),
    ).rejects.toThrow("Generating products failed: no script");

    const unloaded = new InThreadWorker();
    unloaded.postMessage = () => {
      // What a browser reports for a worker whose script did not load: no message.
      setTimeout(() => unloaded.onerror?.(new Event("error") as ErrorEvent));
    };
    await expect(
      generateCatalog(
        { count: 12, seed: 1, locale: "en" },
        {
          workers: 1,
          signal,
          first: startFirstChunk({ count: 12, seed: 1, locale: "en" }, () => unloaded),
        },
      ),
    ).rejects.toThrow("Generating products failed: its worker did not load");

    const silent = new InThreadWorker();
    silent.postMessage = () => undefined;
    const controller = new AbortController();
    const generating = generateCatalog(
      { count: 12, seed: 1, locale: "en" },
      {
        workers: 1,
        signal: controller.signal,
        first: startFirstChunk({ count: 12, seed: 1, locale: "en" }, () => silent),
      },
    );
    controller.abort(new Error("navigated away"));
    await expect(generating).rejects.toThrow("navigated away");
    expect(silent.terminated).toBe(true);
  });
});
