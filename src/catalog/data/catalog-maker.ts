import type { LocaleTag } from "../../i18n/locales";
import type { CatalogAddress } from "../address/catalog-address";
import { chunkCount } from "./model";
import {
  type FirstChunk,
  generateCatalog,
  type GrowingCatalog,
  startFirstChunk,
} from "./worker-pool";

/** What names a catalogue's products: its size, and its seed if the address has one. */
export type VisitKey = Pick<CatalogAddress, "count" | "seed">;

/** Four random bytes read as one whole number from 0 to 2³²−1, the range of `?seed=`. */
function randomSeed(): number {
  return new DataView(crypto.getRandomValues(new Uint8Array(4)).buffer).getUint32(0);
}

/** Workers side by side for large catalogues: the machine's cores, and not beyond 8. */
function workerCount(): number {
  return Math.min(navigator.hardwareConcurrency || 1, 8);
}

/**
 * The catalogues one page makes: the one its entry starts before the app's code is here,
 * which the first loader takes, and every one being made, which work that can wait waits
 * for. The entry makes it and hands it to the app (main.tsx), whose router's catalogue
 * route loads through it; a test or the prerender gets one per router.
 */
export interface CatalogMaker {
  /**
   * Begins the catalogue that `name` (the page's address when it starts) names, in the
   * page's language, so that its first products are made while the app's code loads.
   * Without a seed in the address it draws the seed now, and the loader that takes this
   * catalogue keeps it.
   */
  readonly start: (name: VisitKey, locale: LocaleTag) => void;
  /**
   * Makes the products `name` names in the page's language, `locale`, in workers (faker
   * never runs on the main thread), and resolves as soon as the first of them are made:
   * the started catalogue if it is this one (another one's worker stops). `?count=` sets
   * how many and `?seed=` makes them reproducible; without a seed a random one is drawn,
   * so a reload gives new products, and the visit keeps it for links.
   */
  readonly load: (name: VisitKey, locale: LocaleTag, signal: AbortSignal) => Promise<Visit>;
  /**
   * Resolves once no catalogue is being made any more, for work that can wait and would
   * take the cores from the product workers (the offline worker's install: ADR 16).
   */
  readonly idle: () => Promise<void>;
}

export function createCatalogMaker(): CatalogMaker {
  let started: { readonly urlSeed: number | null; readonly first: FirstChunk } | undefined;
  /** Every catalogue loaded so far, complete (or failed) once this resolves. */
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

/** The products of a visit: a growing catalogue, its size and its seed. */
export interface Visit {
  readonly store: GrowingCatalog;
  readonly count: number;
  readonly seed: number;
  /** Whether it is made in several steps, so that its progress is worth showing. */
  readonly inSteps: boolean;
  /**
   * Stops making its products: the page shows other products now, and a catalogue left
   * half made would take the cores from theirs.
   */
  readonly leave: () => void;
}

/** Whether `name` names the products of `visit`: its size, and its seed or none. */
export function isVisitOf(visit: Visit, { count, seed }: VisitKey): boolean {
  return count === visit.count && (seed ?? visit.seed) === visit.seed;
}

/**
 * Resolves once every product of `store` is made; rejects if a worker fails, or when
 * `signal` aborts (the visitor asked for something else meanwhile).
 */
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

/**
 * Whether going from one URL to the other shows other products: another size, or another
 * seed where both name one. A seed written into or taken out of the URL of the same visit
 * names the products already shown (opening a product on a plain visit writes it in; Back
 * takes it out), so it regenerates nothing; neither does filtering.
 */
export function showsOtherProducts(current: VisitKey, next: VisitKey): boolean {
  return (
    current.count !== next.count ||
    (current.seed !== null && next.seed !== null && current.seed !== next.seed)
  );
}
