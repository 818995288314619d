import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "./routes";

vi.mock("../catalog/catalog-page", () => ({
  CatalogPage: () => {
    throw new Error("The shelf collapsed");
  },
}));

describe("a render error", () => {
  it("shows the error screen with the error's message inside the layout", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<RouterProvider router={createMemoryRouter(routes)} />);
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("The shelf collapsed")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to all products" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
