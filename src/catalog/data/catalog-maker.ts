import type { LocaleTag } from "../../i18n/locales";
import type { CatalogAddress } from "../address/catalog-address";
import { chunkCount } from "./model";
import {
  type FirstChunk,
  generateCatalog,
  type GrowingCatalog,
  startFirstChunk,
} from "./worker-pool";

/** Names a catalogue's products; without a seed in the address, the visit draws one. */
export type VisitKey = Pick<CatalogAddress, "count" | "seed">;

function randomSeed(): number {
  return new DataView(crypto.getRandomValues(new Uint8Array(4)).buffer).getUint32(0);
}

function workerCount(): number {
  return Math.min(navigator.hardwareConcurrency || 1, 8);
}

/** Makes one page's catalogues, starting the first before the app's code arrives (main.tsx). */
export interface CatalogMaker {
  /** Starts the first catalogue while the app's code loads; the loader keeps any seed drawn. */
  readonly start: (name: VisitKey, locale: LocaleTag) => void;
  /** Makes the products in workers, so that faker never runs on the main thread. */
  readonly load: (name: VisitKey, locale: LocaleTag, signal: AbortSignal) => Promise<Visit>;
  /** For work that would take the workers' cores, such as the offline worker's install (ADR 16). */
  readonly idle: () => Promise<void>;
}

export function createCatalogMaker(): CatalogMaker {
  let started: { readonly urlSeed: number | null; readonly first: FirstChunk } | undefined;
  /** Settles once every catalogue loaded so far is complete or failed. */
  let making: Promise<unknown> = Promise.resolve();
  const takeStarted = (count: number, urlSeed: number | null, locale: LocaleTag) => {
    const taken = started;
    started = undefined;
    const first = taken?.first;
    if (first?.count === count && taken?.urlSeed === urlSeed && first.locale === locale) {
      return first;
    }
    first?.worker.terminate();
    return undefined;
  };
  return {
    start: ({ count, seed }, locale) => {
      started = {
        urlSeed: seed,
        first: startFirstChunk({ count, seed: seed ?? randomSeed(), locale }),
      };
    },
    load: async ({ count, seed: urlSeed }, locale, signal) => {
      const first = takeStarted(count, urlSeed, locale);
      const seed = first?.seed ?? urlSeed ?? randomSeed();
      const left = new AbortController();
      const navigatedAway = () => {
        left.abort(signal.reason);
      };
      signal.addEventListener("abort", navigatedAway, { once: true });
      const store = await generateCatalog(
        { count, seed, locale },
        { workers: workerCount(), signal: left.signal, first },
      ).finally(() => {
        signal.removeEventListener("abort", navigatedAway);
      });
      const complete = catalogComplete(store, left.signal).catch(() => undefined);
      making = Promise.all([making, complete]);
      const leave = () => {
        left.abort(new Error("Another catalogue is shown"));
      };
      return { store, count, seed, inSteps: chunkCount(count) > 1, leave };
    },
    idle: async () => {
      let awaited: Promise<unknown>;
      do {
        awaited = making;
        await awaited;
      } while (awaited !== making);
    },
  };
}

export interface Visit {
  readonly store: GrowingCatalog;
  readonly count: number;
  readonly seed: number;
  /** Whether it comes in several chunks, so that its progress is worth showing. */
  readonly inSteps: boolean;
  /** Stops making its products, so that a catalogue no longer shown leaves the cores free. */
  readonly leave: () => void;
}

/** A key without a seed matches the seed the visit drew. */
export function isVisitOf(visit: Visit, { count, seed }: VisitKey): boolean {
  return count === visit.count && (seed ?? visit.seed) === visit.seed;
}

/** Rejects when a worker fails or when `signal` aborts. */
export function catalogComplete(store: GrowingCatalog, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { entries, error } = store.getSnapshot();
      if (error) stop(error);
      else if (entries.length === store.total) stop();
    };
    const abort = () => {
      stop(signal.reason instanceof Error ? signal.reason : new Error("Aborted"));
    };
    const unsubscribe = store.subscribe(check);
    const stop = (error?: Error) => {
      unsubscribe();
      signal.removeEventListener("abort", abort);
      if (error === undefined) resolve();
      else reject(error);
    };
    signal.addEventListener("abort", abort, { once: true });
    if (signal.aborted) abort();
    else check();
  });
}

/** A drawn seed written into the URL or taken out by Back keeps the products, as filtering does. */
export function showsOtherProducts(current: VisitKey, next: VisitKey): boolean {
  return (
    current.count !== next.count ||
    (current.seed !== null && next.seed !== null && current.seed !== next.seed)
  );
}
