import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCatalog } from "./catalog/data/load-catalog";

// The entry's own decisions, without the app: what it starts, and what it imports.
vi.mock(import("./catalog/data/load-catalog"), () => ({ startCatalog: vi.fn() }));
vi.mock(import("./main"), () => ({ started: new Promise<never>(() => undefined) }));

/** Runs the entry afresh, as a page at `address` does. */
async function boot(address: string) {
  history.replaceState(null, "", address);
  vi.resetModules();
  await import("./boot");
}

beforeEach(() => {
  vi.mocked(startCatalog).mockClear();
});

afterEach(() => {
  history.replaceState(null, "", "/");
});

describe("the entry", () => {
  it("starts making the catalogue the address names, on the catalogue's page", async () => {
    await boot("/?count=30&seed=3&locale=fr");
    expect(startCatalog).toHaveBeenCalledTimes(1);
    expect(startCatalog).toHaveBeenCalledWith(
      expect.objectContaining({ count: 30, seed: 3 }),
      "fr",
    );
  });

  it.each(["/no-such-page?count=100000&seed=3", "/index.html", "/deep/unknown/path"])(
    "makes no products at %s, which shows no catalogue",
    async (address) => {
      await boot(address);
      expect(startCatalog).not.toHaveBeenCalled();
    },
  );
});
