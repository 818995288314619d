import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChunkRequest, ChunkResult } from "./model";
import { definitionsOf, generateChunk } from "./product-generator";
import { answerChunk } from "./product-worker";

describe("answerChunk", () => {
  it("answers with the chunk's index and its products with their search keys", async () => {
    const request = { seed: 9, index: 4, size: 3, locale: "en" } as const;
    const { index, entries } = await answerChunk(request);
    const products = generateChunk(request, await definitionsOf("en"));
    expect(index).toBe(4);
    expect(entries.map(({ product }) => product)).toEqual(products);
    expect(entries.map(({ nameKey }) => nameKey)).toEqual(
      products.map(({ name }) => name.toLowerCase()),
    );
    // Chunk 4 starts at place 4,000 of its catalogue, whatever its own size.
    expect(entries.map(({ place }) => place)).toEqual([4000, 4001, 4002]);
  });

  it("makes them in the language asked for, with its search keys", async () => {
    const request = { seed: 9, index: 0, size: 40, locale: "tr" } as const;
    const { entries } = await answerChunk(request);
    expect(entries.map(({ product }) => product)).toEqual(
      generateChunk(request, await definitionsOf("tr")),
    );
    expect(entries.map(({ product }) => product)).not.toEqual(
      generateChunk(request, await definitionsOf("en")),
    );
    expect(entries.map(({ nameKey }) => nameKey)).toEqual(
      entries.map(({ product }) => product.name.toLocaleLowerCase("tr")),
    );
  });
});

describe("the product worker", () => {
  afterEach(() => {
    vi.doUnmock("./locales/fr.generated");
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
      reportError: () => undefined,
    };
    // What a worker's global scope has and a window has not; only its presence is read.
    vi.stubGlobal("WorkerGlobalScope", EventTarget);
    vi.stubGlobal("self", scope);
    vi.resetModules();
    await import("./product-worker");
    const request = { seed: 5, index: 1, size: 2, locale: "en" } as const;
    scope.onmessage?.({ data: request });
    const answer = await answerChunk(request);
    await vi.waitFor(() => {
      expect(posted).toEqual([answer]);
    });
  });

  it("reports a language it cannot load as an uncaught error would", async () => {
    const reported: unknown[] = [];
    const scope = {
      onmessage: null as ((event: { data: ChunkRequest }) => void) | null,
      postMessage: () => undefined,
      reportError: (error: unknown) => reported.push(error),
    };
    vi.stubGlobal("WorkerGlobalScope", EventTarget);
    vi.stubGlobal("self", scope);
    vi.doMock(import("./locales/fr.generated"), () => {
      throw new Error("offline");
    });
    vi.resetModules();
    await import("./product-worker");
    scope.onmessage?.({ data: { seed: 5, index: 0, size: 2, locale: "fr" } });
    await vi.waitFor(() => {
      expect(reported).toHaveLength(1);
    });
  });
});
