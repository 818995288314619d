import {
  type ProductEntry,
  type ProductsSoFar,
  type GenerationSpec,
  chunkCount,
  type ChunkRequest,
  chunkRequest,
  type ChunkResult,
  EMPTY_SNAPSHOT,
  grownSnapshot,
} from "./model";

/** A store for `useSyncExternalStore`, whose snapshot is a new object each time it grows. */
export interface GrowingCatalog {
  readonly total: number;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => ProductsSoFar;
}

/** The part of a `Worker` the pool uses; tests give it stand-ins. */
export interface ChunkWorker {
  onmessage: ((event: MessageEvent<ChunkResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: ChunkRequest): void;
  terminate(): void;
}

/** A first chunk asked for before anything waits for it (`startFirstChunk`). */
export interface FirstChunk extends GenerationSpec {
  readonly worker: ChunkWorker;
  readonly result: Promise<ChunkResult>;
}

interface GenerateOptions {
  /** Workers that make chunks side by side, at most one per chunk. */
  readonly workers: number;
  /** Before the first chunk, aborting rejects; after it, the catalogue stops growing. */
  readonly signal: AbortSignal;
  readonly createWorker?: () => ChunkWorker;
  /** Already asked for: its worker joins the pool. */
  readonly first?: FirstChunk | undefined;
}

/** Publishing every chunk would re-render and re-filter the page on the cores the workers use. */
const PUBLISH_INTERVAL_MS = 100;

/** A queued second request starts as soon as a chunk is made, not when the busy page answers. */
const REQUESTS_PER_WORKER = 2;

function newProductWorker(): ChunkWorker {
  return new Worker(new URL("./product-worker.ts", import.meta.url), { type: "module" });
}

/** A worker whose script could not load reports a bare `Event`, with no message. */
function workerError(event: ErrorEvent): Error {
  return new Error(`Generating products failed: ${event.message || "its worker did not load"}`);
}

/** Lets the worker load faker and make the first products while the page's code loads. */
export function startFirstChunk(
  spec: GenerationSpec,
  createWorker: () => ChunkWorker = newProductWorker,
): FirstChunk {
  const worker = createWorker();
  const result = new Promise<ChunkResult>((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      resolve(data);
    };
    worker.onerror = (event) => {
      reject(workerError(event));
    };
  });
  // A failure is reported only once a catalogue takes the chunk.
  result.catch(() => undefined);
  worker.postMessage(chunkRequest(spec, 0));
  return { ...spec, worker, result };
}

/**
 * Resolves with the first chunk, then grows in order, so that the list is the same whatever
 * the number of workers. A worker's error rejects before the first chunk, then sets `error`.
 */
export function generateCatalog(
  spec: GenerationSpec,
  { workers, signal, createWorker = newProductWorker, first }: GenerateOptions,
): Promise<GrowingCatalog> {
  const { count } = spec;
  return new Promise((resolve, reject) => {
    const chunks = chunkCount(count);
    const early = new Map<number, ProductEntry[]>();
    let unpublished: ProductEntry[][] = [];
    let publishing: ReturnType<typeof setTimeout> | undefined;
    let joined = 0;
    let requested = first ? 1 : 0;
    let stopped = false;
    let snapshot: ProductsSoFar = EMPTY_SNAPSHOT;
    const listeners = new Set<() => void>();
    const catalog: GrowingCatalog = {
      total: count,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getSnapshot: () => snapshot,
    };

    const pool = Array.from({ length: Math.max(1, Math.min(workers, chunks)) }, (_, i) =>
      i === 0 && first ? first.worker : createWorker(),
    );
    const stop = () => {
      stopped = true;
      for (const worker of pool) worker.terminate();
      clearTimeout(publishing);
    };
    const publish = () => {
      publishing = undefined;
      snapshot = grownSnapshot(snapshot, unpublished.flat());
      unpublished = [];
      resolve(catalog);
      for (const listener of listeners) listener();
    };
    const fail = (error: Error) => {
      stop();
      if (joined === 0) {
        reject(error);
        return;
      }
      snapshot = { ...snapshot, error };
      for (const listener of listeners) listener();
    };
    const askForNext = (worker: ChunkWorker) => {
      if (requested < chunks) worker.postMessage(chunkRequest(spec, requested++));
    };

    const receive = (worker: ChunkWorker, { index, entries: made }: ChunkResult) => {
      if (stopped) return;
      early.set(index, made);
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
    const listen = (worker: ChunkWorker) => {
      worker.onmessage = ({ data }) => {
        receive(worker, data);
      };
      worker.onerror = (event) => {
        fail(workerError(event));
      };
    };

    for (const worker of pool) {
      let asked = 0;
      if (worker === first?.worker) {
        asked = 1;
        void first.result.then((result) => {
          listen(worker);
          receive(worker, result);
        }, fail);
      } else {
        listen(worker);
      }
      for (; asked < REQUESTS_PER_WORKER; asked += 1) askForNext(worker);
    }
    signal.addEventListener(
      "abort",
      () => {
        stop();
        if (joined === 0)
          reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
      },
      { once: true },
    );
  });
}
