import { render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRODUCT_GAP_PX, productColumnsClass } from "../../constants";
import { matchingMediaQueries } from "../../testing/setup";
import { CatalogProgressBar, useProductColumns } from "./large-catalog";

describe("CatalogProgressBar", () => {
  it("shows how far the catalogue is made, as a bar and a status in steps of 10 %", () => {
    render(<CatalogProgressBar made={43_000} total={100_000} />);
    const bar = screen.getByRole("progressbar", { name: "Generating products" });
    expect(bar).toHaveAttribute("aria-valuenow", "43000");
    expect(bar).toHaveAttribute("aria-valuemax", "100000");
    expect(screen.getByText(/^Generating 100,000 products…/)).toHaveTextContent(
      "Generating 100,000 products… 43%",
    );
    expect(screen.getByRole("status")).toHaveTextContent("40% of 100,000 products generated");
  });

  it("shows no share that the count beside it contradicts, and announces only its steps", () => {
    render(<CatalogProgressBar made={18_000} total={100_000} />);
    expect(screen.getByText(/^Generating 100,000 products…/)).toHaveTextContent(
      "Generating 100,000 products… 18%",
    );
    expect(screen.getByRole("status")).toHaveTextContent("10% of 100,000 products generated");
  });

  it("says the catalogue is complete, in the same row, once it is", () => {
    render(<CatalogProgressBar made={100_000} total={100_000} />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("All 100,000 products generated.");
  });
});

/** Tailwind's breakpoints, by the prefix the grid's classes use. */
const BREAKPOINTS = { md: "(min-width: 48rem)", lg: "(min-width: 64rem)" } as const;

function columnsAt(...queries: string[]) {
  for (const query of queries) matchingMediaQueries.add(query);
  return renderHook(useProductColumns).result.current;
}

describe("the product columns", () => {
  it("counts the columns the classes show at each breakpoint", () => {
    const classColumns = (prefix: string) =>
      Number(new RegExp(`(?:^| )${prefix}grid-cols-(\\d+)`).exec(productColumnsClass)?.[1]);
    expect(columnsAt()).toBe(classColumns(""));
    matchingMediaQueries.clear();
    expect(columnsAt(BREAKPOINTS.md)).toBe(classColumns("md:"));
    matchingMediaQueries.clear();
    expect(columnsAt(BREAKPOINTS.md, BREAKPOINTS.lg)).toBe(classColumns("lg:"));
  });

  it("spaces rows as far apart as the classes space columns", () => {
    // Tailwind's spacing unit is 0.25rem: gap-6 is 1.5rem, 24 px at the default 16 px.
    const gapUnits = Number(/(?:^| )gap-(\d+)/.exec(productColumnsClass)?.[1]);
    expect(gapUnits * 4).toBe(PRODUCT_GAP_PX);
  });
});
