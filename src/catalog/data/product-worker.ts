import { catalogOf, type CatalogEntry } from "./catalog";
import { productGenerator } from "./products";

export interface GenerateRequest {
  readonly count: number;
  readonly seed: number;
}

export interface GeneratedChunk {
  readonly entries: CatalogEntry[];
  readonly done: boolean;
}

/**
 * Small enough that receiving one (structured-clone decoding on the main thread) stays a
 * few milliseconds, large enough that 100,000 products are 50 messages.
 */
const CHUNK_SIZE = 2_000;

/** The part of a dedicated worker's global scope this module uses (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<GenerateRequest>) => void) | null;
  postMessage(chunk: GeneratedChunk): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { count, seed } }) => {
  const generate = productGenerator(seed);
  for (let start = 0; start < count; start += CHUNK_SIZE) {
    scope.postMessage({
      entries: catalogOf(generate(Math.min(CHUNK_SIZE, count - start))),
      done: start + CHUNK_SIZE >= count,
    });
  }
};
