import { catalogOf } from "./catalog";
import { CHUNK_SIZE } from "./chunks";
import { generateChunk } from "./products";
import type { ChunkRequest, ChunkResult } from "./types";

/** The worker's answer to a request: the chunk, each product with its search key. */
export function answerChunk(request: ChunkRequest): ChunkResult {
  const firstPlace = request.index * CHUNK_SIZE;
  return { index: request.index, entries: catalogOf(generateChunk(request), firstPlace) };
}

/** The part of a dedicated worker's global scope this module uses (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ChunkRequest>) => void) | null;
  postMessage(result: ChunkResult): void;
}

// Run as the product worker, the module answers every request. Imported on a page's thread
// (the tests' in-thread stand-in for the worker), it only lends `answerChunk`: a window's
// own messages are none of its business.
if ("WorkerGlobalScope" in globalThis) {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = ({ data }) => {
    scope.postMessage(answerChunk(data));
  };
}
