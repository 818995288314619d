import { describe, expect, it } from "vitest";
import { resultMessage } from "./result-message";

describe("resultMessage", () => {
  it("says the count with the right plural", () => {
    expect(resultMessage(1)).toBe("1 product");
    expect(resultMessage(5)).toBe("5 products");
    expect(resultMessage(12)).toBe("12 products");
    expect(resultMessage(100_000)).toBe("100,000 products");
  });

  it('says "No Product Found" for an empty result', () => {
    expect(resultMessage(0)).toBe("No Product Found");
  });
});
