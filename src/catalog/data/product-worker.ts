import { catalogOf, CHUNK_SIZE, type ChunkRequest, type ChunkResult } from "./model";
import { definitionsOf, generateChunk } from "./product-generator";

/** The worker's answer to a request: the chunk, each product with its search key. */
export async function answerChunk(request: ChunkRequest): Promise<ChunkResult> {
  const products = generateChunk(request, await definitionsOf(request.locale));
  const firstPlace = request.index * CHUNK_SIZE;
  return { index: request.index, entries: catalogOf(products, firstPlace, request.locale) };
}

/** The part of a dedicated worker's global scope this module uses (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ChunkRequest>) => void) | null;
  postMessage(result: ChunkResult): void;
  reportError(error: unknown): void;
}

// Run as the product worker, the module answers every request. Imported on a page's thread
// (the tests' in-thread stand-in for the worker), it only lends `answerChunk`: a window's
// own messages are none of its business.
if ("WorkerGlobalScope" in globalThis) {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = ({ data }) => {
    // A language's definitions that fail to load reach the page as a worker's error, as
    // an uncaught exception would (a rejected promise alone would not).
    answerChunk(data).then(
      (result) => {
        scope.postMessage(result);
      },
      (error: unknown) => {
        scope.reportError(error);
      },
    );
  };
}
