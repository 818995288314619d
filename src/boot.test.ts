import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The entry's own decisions, without the app: what it starts, and what it hands the app.
const { startCatalog, startApp } = vi.hoisted(() => ({
  startCatalog: vi.fn(),
  startApp: vi.fn(() => new Promise<never>(() => undefined)),
}));
vi.mock(import("./catalog/data/catalog-maker"), () => ({
  createCatalogMaker: () => ({ start: startCatalog, load: vi.fn(), idle: vi.fn() }),
}));
vi.mock(import("./main"), () => ({ startApp }));

/** Runs the entry afresh, as a page at `address` does. */
async function boot(address: string) {
  history.replaceState(null, "", address);
  vi.resetModules();
  await import("./boot");
}

beforeEach(() => {
  startCatalog.mockClear();
  startApp.mockClear();
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
    await vi.waitFor(() => {
      expect(startApp).toHaveBeenCalledTimes(1);
    });
    expect(startApp.mock.calls[0]).toEqual([expect.objectContaining({ start: startCatalog })]);
  });

  it.each(["/no-such-page?count=100000&seed=3", "/index.html", "/deep/unknown/path"])(
    "makes no products at %s, which shows no catalogue",
    async (address) => {
      await boot(address);
      expect(startCatalog).not.toHaveBeenCalled();
    },
  );
});
