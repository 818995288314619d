import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { generateCatalog } from "../catalog/data/worker-pool";
import { PRODUCT_COUNT } from "../constants";
import { ENGLISH } from "../i18n/locales";
import { expectTitle, renderRoutes } from "../testing/render-routes";
import { createRoutes } from "./routes";

// The real generator, watched: which addresses make products.
vi.mock(import("../catalog/data/worker-pool"), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, generateCatalog: vi.fn(original.generateCatalog) };
});

function renderAt(path: string) {
  renderRoutes(createRoutes(ENGLISH), path);
}

describe("routes", () => {
  it(`shows ${PRODUCT_COUNT} generated products on "/" inside the shared layout`, async () => {
    renderAt("/");
    expect(await screen.findByRole("heading", { name: "All Products" })).toBeVisible();
    expect(within(await screen.findByRole("list")).getAllByRole("listitem")).toHaveLength(
      PRODUCT_COUNT,
    );
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "© 2024 Product Hub. All rights reserved.",
    );
  });

  it("gives screen readers one h1, one of each landmark, and each product's name as a heading", async () => {
    renderAt("/");
    const names = within(await screen.findByRole("list"))
      .getAllByRole("listitem")
      .map((item) => within(item).getByRole("heading", { level: 2 }).textContent);
    expect(names).toHaveLength(PRODUCT_COUNT);
    expect(names.every((name) => name !== "")).toBe(true);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All Products");
    for (const landmark of ["banner", "navigation", "main", "contentinfo"] as const) {
      expect(screen.getAllByRole(landmark)).toHaveLength(1);
    }
  });

  it.each([
    "/no/such/page",
    "/no-such-page",
    "/deep/unknown/path",
    "/index.html",
    "/product/v1.2",
    "/catalogue.html",
  ])("shows the error screen with 404 Not Found for %s, inside the layout", async (path) => {
    renderAt(path);
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("404 Not Found")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to all products" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    await expectTitle("Page not found – Product Hub");
  });

  it("makes no products for an unknown path, and its way back keeps the address's catalogue", async () => {
    vi.mocked(generateCatalog).mockClear();
    renderAt("/no-such-page?count=100000&seed=3&q=lamp");
    expect(await screen.findByText("404 Not Found")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to all products" })).toHaveAttribute(
      "href",
      "/?count=100000&seed=3",
    );
    expect(generateCatalog).not.toHaveBeenCalled();
  });
});
