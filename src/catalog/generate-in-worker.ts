import type { Catalog } from "./filter";
import type { GeneratedChunk, GenerateRequest } from "./product-worker";
import type { Product } from "./products";

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
    const products: Product[] = [];
    const nameKeys: string[] = [];
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
      products.push(...data.products);
      nameKeys.push(...data.nameKeys);
      if (data.done) {
        worker.terminate();
        resolve({ products, nameKeys });
      }
    };
    worker.postMessage(request);
  });
}
