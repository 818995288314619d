import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRODUCT_COUNT } from "../constants";
import { renderRoutes } from "../testing/render-routes";
import { CatalogSkeleton } from "./catalog-skeleton";

describe("CatalogSkeleton", () => {
  it("says the products are loading, under the page's heading", () => {
    renderRoutes([{ path: "/", Component: CatalogSkeleton }]);
    expect(screen.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading products" })).toBeInTheDocument();
  });

  it(`lays out the controls and ${String(PRODUCT_COUNT)} placeholder cards, none of them usable`, () => {
    renderRoutes([{ path: "/", Component: CatalogSkeleton }]);
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    const placeholders = document.querySelectorAll("article");
    expect(placeholders).toHaveLength(PRODUCT_COUNT);
    const search = document.querySelector("input[type=search]");
    expect(search?.closest("[inert]")).not.toBeNull();
    expect(search?.closest("[aria-hidden=true]")).not.toBeNull();
  });
});
