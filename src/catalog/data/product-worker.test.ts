import { afterEach, describe, expect, it, vi } from "vitest";
import { answerChunk } from "./product-worker";
import { generateChunk } from "./products";
import type { ChunkRequest, ChunkResult } from "./types";

describe("answerChunk", () => {
  it("answers with the chunk's index and its products with their search keys", () => {
    const request = { seed: 9, index: 4, size: 3 };
    const { index, entries } = answerChunk(request);
    expect(index).toBe(4);
    expect(entries.map(({ product }) => product)).toEqual(generateChunk(request));
    expect(entries.map(({ nameKey }) => nameKey)).toEqual(
      generateChunk(request).map(({ name }) => name.toLowerCase()),
    );
    // Chunk 4 starts at place 4,000 of its catalogue, whatever its own size.
    expect(entries.map(({ place }) => place)).toEqual([4000, 4001, 4002]);
  });
});

describe("the product worker", () => {
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
  });

  it("leaves a page's messages alone when imported on the page's thread", () => {
    expect(window.onmessage).toBeNull();
  });

  it("answers each request posted to it with answerChunk's answer", async () => {
    const posted: ChunkResult[] = [];
    const scope = {
      onmessage: null as ((event: { data: ChunkRequest }) => void) | null,
      postMessage: (result: ChunkResult) => posted.push(result),
    };
    // What a worker's global scope has and a window has not; only its presence is read.
    vi.stubGlobal("WorkerGlobalScope", EventTarget);
    vi.stubGlobal("self", scope);
    vi.resetModules();
    await import("./product-worker");
    const request = { seed: 5, index: 1, size: 2 };
    scope.onmessage?.({ data: request });
    expect(posted).toEqual([answerChunk(request)]);
  });
});
