import type { Catalog, CatalogEntry } from "./catalog";
import { chunkCount, chunkRequest, type ChunkRequest, type ChunkResult } from "./chunks";

/** What the page reads of a catalogue that is still being made. */
export interface CatalogSnapshot {
  /** The products made so far, in the catalogue's order. */
  readonly entries: Catalog;
  /** Set when a worker failed after the first products were shown. */
  readonly error: Error | null;
}

/**
 * A catalogue that grows chunk by chunk until it holds `total` products: a store for
 * `useSyncExternalStore`, whose snapshot is a new object each time it grows.
 */
export interface GrowingCatalog {
  readonly total: number;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => CatalogSnapshot;
}

/** The part of a `Worker` the pool uses; tests give it stand-ins. */
export interface ChunkWorker {
  onmessage: ((event: MessageEvent<ChunkResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: ChunkRequest): void;
  terminate(): void;
}

interface GenerateOptions {
  /** How many workers make chunks side by side (at most one per chunk). */
  readonly workers: number;
  /** Aborted while the first chunk is on its way: the visitor navigated elsewhere. */
  readonly signal: AbortSignal;
  readonly createWorker?: () => ChunkWorker;
}

/**
 * How often a growing catalogue tells the page: every chunk would re-render (and re-filter)
 * the page 100 times for 100,000 products, on the thread the workers share the cores with.
 */
const PUBLISH_INTERVAL_MS = 100;

/** A worker started before the app's code runs, for the first catalogue to take. */
let warmWorker: ChunkWorker | undefined;

function newProductWorker(): ChunkWorker {
  return new Worker(new URL("./product-worker.ts", import.meta.url), { type: "module" });
}

/**
 * Starts one product worker now, so that its script and faker are loaded and evaluated
 * while the page's own code is: the first catalogue's first chunk then waits for neither.
 */
export function warmUpProductWorker(): void {
  warmWorker ??= newProductWorker();
}

function startProductWorker(): ChunkWorker {
  const worker = warmWorker ?? newProductWorker();
  warmWorker = undefined;
  return worker;
}

/**
 * Makes the catalogue of `count` products seeded with `seed` in workers, off the main
 * thread, and resolves as soon as its first chunk is there; the rest follows in order.
 * Each free worker takes the next chunk; chunks that finish early wait until those before
 * them are in, so the list only ever grows at its end and is the same whatever the number
 * of workers. The page hears of the first chunk and of the last at once, of those between
 * at most every 100 ms. Aborting before the first chunk rejects; a worker's error before it rejects,
 * after it shows in the snapshot.
 */
export function generateCatalog(
  { count, seed }: { readonly count: number; readonly seed: number },
  { workers, signal, createWorker = startProductWorker }: GenerateOptions,
): Promise<GrowingCatalog> {
  return new Promise((resolve, reject) => {
    const chunks = chunkCount(count);
    const early = new Map<number, CatalogEntry[]>();
    let entries: CatalogEntry[] = [];
    /** Chunks joined in order but not yet published. */
    let unpublished: CatalogEntry[][] = [];
    let publishing: ReturnType<typeof setTimeout> | undefined;
    let joined = 0;
    let requested = 0;
    let snapshot: CatalogSnapshot = { entries, error: null };
    const listeners = new Set<() => void>();
    const catalog: GrowingCatalog = {
      total: count,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getSnapshot: () => snapshot,
    };

    const pool = Array.from({ length: Math.max(1, Math.min(workers, chunks)) }, createWorker);
    const stop = () => {
      for (const worker of pool) worker.terminate();
      clearTimeout(publishing);
    };
    const publish = () => {
      publishing = undefined;
      entries = entries.concat(...unpublished);
      unpublished = [];
      snapshot = { entries, error: null };
      resolve(catalog);
      for (const listener of listeners) listener();
    };
    const fail = (error: Error) => {
      stop();
      if (joined === 0) {
        reject(error);
        return;
      }
      snapshot = { entries, error };
      for (const listener of listeners) listener();
    };
    const askForNext = (worker: ChunkWorker) => {
      if (requested < chunks) worker.postMessage(chunkRequest(count, seed, requested++));
    };

    for (const worker of pool) {
      worker.onmessage = ({ data }) => {
        early.set(data.index, data.entries);
        askForNext(worker);
        const before = joined;
        for (let chunk = early.get(joined); chunk; chunk = early.get(joined)) {
          early.delete(joined);
          unpublished.push(chunk);
          joined += 1;
        }
        if (joined === before) return;
        // The first products and the last show at once; those between, a few times a second.
        if (before === 0 || joined === chunks) {
          if (joined === chunks) stop();
          publish();
        } else {
          publishing ??= setTimeout(publish, PUBLISH_INTERVAL_MS);
        }
      };
      worker.onerror = (event) => {
        fail(new Error(`Generating products failed: ${event.message}`));
      };
      askForNext(worker);
    }
    signal.addEventListener(
      "abort",
      () => {
        if (joined > 0) return;
        stop();
        reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
      },
      { once: true },
    );
  });
}
