import type { ChunkRequest, ChunkResult } from "../catalog/data/model";
import type { ChunkWorker } from "../catalog/data/worker-pool";

/**
 * jsdom has no workers. This stand-in answers the product worker's requests on this
 * thread, with the worker's own `answerChunk`, asynchronously as a worker does; `delay`
 * lets a test make some answers come later than others. It stands in for `Worker` too
 * (the page's `new Worker(url)`), whose arguments it ignores.
 */
export class InThreadWorker implements ChunkWorker {
  onmessage: ((event: MessageEvent<ChunkResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** How long the answer to a request takes, in ms. */
  delay: (request: ChunkRequest) => number = () => 0;

  postMessage(request: ChunkRequest): void {
    setTimeout(() => {
      void import("../catalog/data/product-worker").then(async ({ answerChunk }) => {
        const data = await answerChunk(request);
        if (!this.terminated) this.onmessage?.(new MessageEvent("message", { data }));
      });
    }, this.delay(request));
  }

  terminate(): void {
    this.terminated = true;
  }
}
