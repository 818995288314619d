import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "../address/catalog-params";
import { searchState } from "../address/sent-prices";
import { CatalogStatus } from "./catalog-status";
import { priced } from "../../testing/filters";

const RESULT = { filters: { ...NO_FILTERS, ...priced("", "abc") }, count: 3, categoryExists: true };

/** The live region, and the address it is at. */
function StatusAt() {
  return (
    <>
      <CatalogStatus made changed result={RESULT} />
      <span>{useLocation().search}</span>
    </>
  );
}

/** The live region at the entry a search sent with a Max price of "abc" made. */
async function statusAfter(arrival: "a search" | "Back") {
  const router = createMemoryRouter([{ path: "/", element: <StatusAt /> }], {
    initialEntries: ["/?seed=1"],
  });
  render(<RouterProvider router={router} />);
  await router.navigate("/?seed=1&max=abc", { state: searchState({ min: "", max: "abc" }) });
  if (arrival === "Back") {
    await router.navigate("/?seed=2");
    await screen.findByText("?seed=2");
    await router.navigate(-1);
  }
  await screen.findByText("?seed=1&max=abc");
  return screen.getByRole("status");
}

describe("CatalogStatus", () => {
  it("says the products are loading before they are there", () => {
    const router = createMemoryRouter([
      { path: "/", element: <CatalogStatus made={false} changed={false} result={RESULT} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("status", { name: "Loading products" })).toHaveTextContent(
      "Loading products",
    );
  });

  it("says first how a search just sent read its prices, then the count", async () => {
    expect((await statusAfter("a search")).textContent).toBe(
      "Max price ignored: enter an amount in dollars, such as 25 or 9.99. 3 products",
    );
  });

  it("says the count alone when Back brings the result again", async () => {
    expect((await statusAfter("Back")).textContent).toBe("3 products");
  });
});
