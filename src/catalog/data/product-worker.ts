import { catalogOf, CHUNK_SIZE, type ChunkRequest, type ChunkResult } from "./model";
import { definitionsOf, generateChunk } from "./product-generator";

export async function answerChunk(request: ChunkRequest): Promise<ChunkResult> {
  const products = generateChunk(request, await definitionsOf(request.locale));
  const firstPlace = request.index * CHUNK_SIZE;
  return { index: request.index, entries: catalogOf(products, firstPlace, request.locale) };
}

/** The DOM lib types `self` as Window, so the worker's scope is typed here. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ChunkRequest>) => void) | null;
  postMessage(result: ChunkResult): void;
  reportError(error: unknown): void;
}

// In the worker, the module answers every request. On a page's thread, as in tests, it
// only lends `answerChunk`.
if ("WorkerGlobalScope" in globalThis) {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = ({ data }) => {
    // reportError turns a failed language load into a worker error, which a rejection is not.
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
