import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { matchingMediaQueries } from "../../testing/media";
import { PRODUCT_GAP_PX, productColumnsClass, useProductColumns } from "./product-columns";

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
