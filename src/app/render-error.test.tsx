import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectTitle, renderRoutes } from "../testing/render-routes";

function thrower(): never {
  throw new Error("The shelf collapsed");
}

/** Each module and the component in it (rendered on load) that is made to throw. */
const BROKEN_COMPONENTS = [
  ["../catalog/catalog-page", "CatalogPage"],
  ["../catalog/grid/product-grid", "CatalogResults"],
  ["../catalog/grid/product-card", "ProductCard"],
  ["../catalog/controls/catalog-controls", "CatalogControls"],
  ["../catalog/controls/search-form", "SearchForm"],
  ["./nav-bar", "NavBar"],
] as const;

const mocked: string[] = [];

/** React reports the error it caught on the console: expected here, so it fails nothing. */
function breakComponent(path: string, component: string) {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.doMock(path, async (importOriginal: () => Promise<object>) => ({
    ...(await importOriginal()),
    [component]: thrower,
  }));
  mocked.push(path);
}

/** The app's routes, imported after the mocks. */
async function renderApp() {
  const { createRoutes } = await import("./routes");
  renderRoutes(createRoutes());
}

afterEach(() => {
  for (const path of mocked.splice(0)) vi.doUnmock(path);
  vi.resetModules();
});

describe("a render error", () => {
  it.each(BROKEN_COMPONENTS)(
    "in %s shows the error screen with the message, never a blank page",
    async (path, component) => {
      breakComponent(path, component);
      await renderApp();
      expect(
        await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
      ).toBeVisible();
      expect(screen.getByText("The shelf collapsed")).toBeVisible();
      expect(console.error).toHaveBeenCalledWith(
        "React Router caught the following error during render",
        expect.objectContaining({ message: "The shelf collapsed" }),
      );
    },
  );

  it("keeps the layout and a way back when the page itself fails", async () => {
    breakComponent("../catalog/catalog-page", "CatalogPage");
    await renderApp();
    await screen.findByRole("heading", { name: "Unexpected Application Error!" });
    expect(screen.getByRole("link", { name: "Back to all products" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    await expectTitle("Unexpected Application Error! – Product Hub");
  });
});
