import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N } from "../../i18n/i18n";
import { NO_FILTERS } from "../address/catalog-params";
import { ALL_MESSAGES } from "../../testing/all-messages";
import { foldedSummary } from "./folded-summary";
import { priced } from "../../testing/filters";

describe("foldedSummary", () => {
  it("is empty when neither a price range nor an order other than the default is applied", () => {
    expect(foldedSummary(NO_FILTERS, "featured", ENGLISH_I18N)).toBe("");
    // A search and a category are outside the disclosure: it says nothing of them.
    expect(
      foldedSummary({ ...NO_FILTERS, query: "chair", category: "Home" }, "featured", ENGLISH_I18N),
    ).toBe("");
  });

  it("says the price range and the order, in that order", () => {
    const range = { ...NO_FILTERS, ...priced("10", "50") };
    expect(foldedSummary(range, "featured", ENGLISH_I18N)).toBe("$10 to $50");
    expect(foldedSummary(range, "price-asc", ENGLISH_I18N)).toBe("$10 to $50 · Price: low to high");
    expect(foldedSummary(NO_FILTERS, "name-asc", ENGLISH_I18N)).toBe("Name: A–Z");
    expect(foldedSummary({ ...NO_FILTERS, ...priced("5", "") }, "featured", ENGLISH_I18N)).toBe(
      "from $5",
    );
  });

  it("leaves an ignored bound out, as the title does", () => {
    expect(foldedSummary({ ...NO_FILTERS, ...priced("abc", "50") }, "featured", ENGLISH_I18N)).toBe(
      "up to $50",
    );
    expect(
      foldedSummary({ ...NO_FILTERS, ...priced("60", "50") }, "price-desc", ENGLISH_I18N),
    ).toBe("Price: high to low");
  });

  it("speaks the page's language", () => {
    const hebrew = { messages: ALL_MESSAGES.he, formats: formatsOf("he") };
    expect(foldedSummary({ ...NO_FILTERS, ...priced("", "50") }, "price-asc", hebrew)).toBe(
      `${ALL_MESSAGES.he.price.upTo(formatsOf("he").dollars("50.00"))} · ${ALL_MESSAGES.he.sort["price-asc"]}`,
    );
  });
});
