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

  it(`lays out the controls and ${String(PRODUCT_COUNT)} placeholder cards, only the search form usable`, () => {
    renderRoutes([{ path: "/", Component: CatalogSkeleton }]);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/");
    expect(form.closest("[inert]")).toBeNull();
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: "Search" })).toBeVisible();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    const placeholders = document.querySelectorAll("article");
    expect(placeholders).toHaveLength(PRODUCT_COUNT);
    expect(placeholders[0]?.closest("[inert]")).not.toBeNull();
    const select = document.querySelector("select");
    expect(select?.closest("[inert]")).not.toBeNull();
    expect(select?.closest("[aria-hidden=true]")).not.toBeNull();
  });
});
