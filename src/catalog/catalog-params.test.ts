import { describe, expect, it } from "vitest";
import { MAX_PRODUCT_COUNT, parseCount } from "./catalog-params";

const countOf = (query: string) => parseCount(new URLSearchParams(query));

describe("parseCount", () => {
  it("defaults to the spec's 12", () => {
    expect(countOf("")).toBe(12);
  });

  it("takes a whole number from 1 to 100,000", () => {
    expect(countOf("count=1")).toBe(1);
    expect(countOf("count=1000")).toBe(1000);
    expect(countOf("count=100000")).toBe(MAX_PRODUCT_COUNT);
  });

  it.each(["0", "-5", "100001", "1e3", "12.5", "abc", "", " 7", "0x10", "999999999", "Infinity"])(
    "falls back to 12 for count=%s",
    (value) => {
      expect(countOf(`count=${encodeURIComponent(value)}`)).toBe(12);
    },
  );

  it("reads the first value when count is repeated", () => {
    expect(countOf("count=30&count=40")).toBe(30);
  });
});
