import { describe, expect, it } from "vitest";
import { searchState, sentPricesOf } from "./sent-prices";

describe("sentPricesOf", () => {
  it("reads the price fields' texts from the state of the entry a search made", () => {
    expect(sentPricesOf(searchState({ min: "abc", max: "1.000" }))).toEqual({
      min: "abc",
      max: "1.000",
    });
  });

  it.each([
    ["no state", null],
    ["a change of language's", { leftByLanguageChange: "q=chicken" }],
    ["texts of other types", { sentPrices: { min: 1, max: "2" } }],
    ["no texts", { sentPrices: null }],
  ])("is null for %s", (_, state) => {
    expect(sentPricesOf(state)).toBeNull();
  });
});
