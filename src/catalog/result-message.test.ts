import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../i18n/messages/en";
import { resultMessage } from "./result-message";

/** Intl, with every object it makes named in `made`. */
function countingIntl(made: string[]): typeof Intl {
  return new Proxy(Intl, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return new Proxy(value, {
        construct(constructor, args, newTarget) {
          made.push(String(key));
          return Reflect.construct(constructor, args, newTarget) as object;
        },
      });
    },
  });
}

describe("resultMessage", () => {
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
  });

  it("says the count with the right plural", () => {
    expect(resultMessage(1, en)).toBe("1 product");
    expect(resultMessage(5, en)).toBe("5 products");
    expect(resultMessage(12, en)).toBe("12 products");
    expect(resultMessage(100_000, en)).toBe("100,000 products");
  });

  it('says "No Product Found" for an empty result', () => {
    expect(resultMessage(0, en)).toBe("No Product Found");
  });

  it("chooses product or products as English's plural rules do", () => {
    const rules = new Intl.PluralRules("en");
    for (const count of [-2, -1, 0.4, 0.9999, 1, 1.0001, 1.5, 2, 21, 101, 1000, 2 ** 53]) {
      const noun = rules.select(count) === "one" ? "product" : "products";
      expect(resultMessage(count, en)).toBe(`${new Intl.NumberFormat("en").format(count)} ${noun}`);
    }
  });

  it("makes no Intl object when it loads, nor for whole counts under 1,000", async () => {
    const made: string[] = [];
    vi.stubGlobal("Intl", countingIntl(made));
    vi.resetModules();
    const fresh = await import("./result-message");
    expect(made).toEqual([]);
    expect([1, 2, 999].map((count) => fresh.resultMessage(count, en))).toEqual([
      "1 product",
      "2 products",
      "999 products",
    ]);
    expect(made).toEqual([]);
  });
});
