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

function startProductWorker(): ChunkWorker {
  return new Worker(new URL("./product-worker.ts", import.meta.url), { type: "module" });
}

/**
 * Makes the catalogue of `count` products seeded with `seed` in workers, off the main
 * thread, and resolves as soon as its first chunk is there; the rest follows in order.
 * Each free worker takes the next chunk; chunks that finish early wait until those before
 * them are in, so the list only ever grows at its end and is the same whatever the number
 * of workers. Aborting before the first chunk rejects; a worker's error before it rejects,
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
          entries = entries.concat(chunk);
          joined += 1;
        }
        if (joined === before) return;
        if (joined === chunks) stop();
        snapshot = { entries, error: null };
        resolve(catalog);
        for (const listener of listeners) listener();
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
