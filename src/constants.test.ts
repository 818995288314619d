import { describe, expect, it } from "vitest";
import { COPYRIGHT_YEAR, FILTER_DELAY_MS, PRODUCT_COUNT, SPINNER_SIZE } from "./constants";

describe("the specification's constants", () => {
  it("hold the values of the spec's section 9", () => {
    expect(PRODUCT_COUNT).toBe(12);
    expect(FILTER_DELAY_MS).toBe(500);
    expect(SPINNER_SIZE).toBe(50);
    expect(COPYRIGHT_YEAR).toBe(2024);
  });
});
