import type { Catalog, CatalogEntry } from "./catalog";
import type { GeneratedChunk, GenerateRequest } from "./product-worker";

/**
 * Generates a large catalogue off the main thread: the worker sends it in chunks, so no
 * main-thread task grows with the count. The same seed gives the same products as
 * `generateProducts`. Aborting (the visitor navigated away) stops it.
 */
export function generateInWorker(request: GenerateRequest, signal: AbortSignal): Promise<Catalog> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./product-worker.ts", import.meta.url), {
      type: "module",
    });
    const entries: CatalogEntry[] = [];
    const stop = (error: unknown) => {
      worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    signal.addEventListener("abort", () => {
      stop(signal.reason);
    });
    worker.onerror = (event) => {
      stop(new Error(`Generating products failed: ${event.message}`));
    };
    worker.onmessage = ({ data }: MessageEvent<GeneratedChunk>) => {
      entries.push(...data.entries);
      if (data.done) {
        worker.terminate();
        resolve(entries);
      }
    };
    worker.postMessage(request);
  });
}
