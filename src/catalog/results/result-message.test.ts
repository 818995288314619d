import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { en } from "../../i18n/messages/en";
import { resultMessage } from "./result-message";

const english = { messages: en, formats: formatsOf("en") };

describe("resultMessage", () => {
  it("says the count with the right plural", () => {
    expect(resultMessage(1, english)).toBe("1 product");
    expect(resultMessage(5, english)).toBe("5 products");
    expect(resultMessage(12, english)).toBe("12 products");
    expect(resultMessage(100_000, english)).toBe("100,000 products");
  });

  it('says "No Product Found" for an empty result', () => {
    expect(resultMessage(0, english)).toBe("No Product Found");
  });

  it("chooses product or products as English's plural rules do", () => {
    const rules = new Intl.PluralRules("en");
    for (const count of [-2, -1, 0.4, 0.9999, 1, 1.0001, 1.5, 2, 21, 101, 1000, 2 ** 53]) {
      const noun = rules.select(count) === "one" ? "product" : "products";
      expect(resultMessage(count, english)).toBe(
        `${new Intl.NumberFormat("en").format(count)} ${noun}`,
      );
    }
  });

  it("writes the count and chooses the words as the page's language does", () => {
    const products = ({ count, form }: { count: string; form: Intl.LDMLPluralRule }) =>
      `${count}/${form}`;
    const messages = { ...en, catalog: { ...en.catalog, products } };
    expect(resultMessage(100_000, { messages, formats: formatsOf("fr") })).toBe(
      "100\u202f000/other",
    );
    expect(resultMessage(2, { messages, formats: formatsOf("he") })).toBe("2/two");
  });
});
