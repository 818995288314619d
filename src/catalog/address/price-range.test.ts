import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N } from "../../i18n/i18n";
import { LOCALES } from "../../i18n/locales";
import { en } from "../../i18n/messages/en";
import {
  describePriceRange,
  inPriceRange,
  priceProblemMessage,
  readPriceRange,
} from "./price-range";

const minOf = (text: string) => readPriceRange(text, "").min;

describe("readPriceRange", () => {
  it("reads whole and decimal dollars, as a shopper writes them", () => {
    expect(minOf("25").value).toBe(25);
    expect(minOf("9.99").value).toBe(9.99);
    expect(minOf("0").value).toBe(0);
    expect(minOf(".5").value).toBe(0.5);
    expect(minOf("5.").value).toBe(5);
    expect(minOf("$12.50").value).toBe(12.5);
    expect(minOf("$ 7").value).toBe(7);
    expect(minOf("1,299.00").value).toBe(1299);
    expect(minOf("1,000,000").value).toBe(1_000_000);
  });

  it("reads a decimal comma, as most of the page's languages and their keypads write one", () => {
    expect(minOf("9,99")).toEqual({ value: 9.99, cents: 999n, problem: null });
    for (const [text, dollars] of [
      ["12,5", 12.5],
      ["1,00", 1],
      [",5", 0.5],
      ["$ 3,25", 3.25],
      ["1 299,00", 1299],
      ["1\u202f299\u202f000,50", 1_299_000.5],
      ["1\u00a0299,5", 1299.5],
      ["1.299,00", 1299],
    ] as const) {
      expect(minOf(text).value, text).toBe(dollars);
    }
    expect(minOf("-9,99").problem).toBe("negative");
  });

  it("reads a dollar sign after the amount, and full-width digits and signs", () => {
    for (const [text, dollars] of [
      ["12$", 12],
      ["12,50 $", 12.5],
      ["１２", 12],
      ["＄９．９９", 9.99],
    ] as const) {
      expect(minOf(text).value, text).toBe(dollars);
    }
    expect(minOf("-5$").problem).toBe("negative");
  });

  it("reads a price as a card shows it, copied from the page in any of its languages", () => {
    for (const { tag } of LOCALES) {
      const { price } = formatsOf(tag);
      for (const [decimal, cents] of [
        ["870.60", 87060n],
        ["1000.00", 100000n],
        ["5.00", 500n],
      ] as const) {
        expect(minOf(price(decimal)).cents, `${tag}: ${price(decimal)}`).toBe(cents);
      }
      expect(minOf(price("-5.00")).problem, `${tag}: ${price("-5.00")}`).toBe("negative");
    }
    for (const text of [
      "870,60 $US",
      "US$ 870,60",
      "870,60 USD",
      "\u200f870.60 \u200f$",
      "usd 870.60",
    ]) {
      expect(minOf(text).cents, text).toBe(87060n);
    }
  });

  it("reads dollars grouped by spaces, or by dots in two groups or more", () => {
    for (const [text, dollars] of [
      ["1 299", 1299],
      ["1\u00a0299", 1299],
      ["1\u202f299\u202f000", 1_299_000],
      ["$ 1 299", 1299],
      ["1 299 $", 1299],
      ["1.234.567", 1_234_567],
      ["1 299.50", 1299.5],
    ] as const) {
      expect(minOf(text).value, text).toBe(dollars);
    }
    expect(minOf("-1 299").problem).toBe("negative");
    // One group after a dot is a decimal point's.
    expect(minOf("1.299").problem).toBe("not-whole-cents");
  });

  it("reads three digits after a comma as US grouping, in every language alike", () => {
    expect(minOf("1,299").value).toBe(1299);
    expect(minOf("9,990").value).toBe(9990);
  });

  it("has no bound and nothing to say for an empty field", () => {
    expect(readPriceRange("", "")).toEqual({
      min: { value: null, cents: null, problem: null },
      max: { value: null, cents: null, problem: null },
    });
  });

  it("ignores a negative amount, and says so", () => {
    for (const text of ["-5", "-0.01", "-$5", "$-5", "- 5"]) {
      expect(minOf(text)).toEqual({ value: null, cents: null, problem: "negative" });
    }
  });

  it("ignores what is no amount of dollars, even what Number would read", () => {
    for (const text of [
      "abc",
      "1e3",
      "0x10",
      "Infinity",
      "NaN",
      "5,",
      ",",
      "1,2,3",
      "1 2,50",
      "1.299.00,5",
      "1.299 000,50",
      "$",
      ".",
      "-",
      "--5",
      "5 5",
      "€5",
      "$5$",
      "5$$",
      "1 29",
      "12 345 6",
      "1.234.56",
      "US$US",
      "5 USD USD",
    ]) {
      expect(minOf(text), text).toEqual({ value: null, cents: null, problem: "not-a-number" });
    }
  });

  it("reads a bound in whole cents, as prices are, and ignores one with a fraction of a cent", () => {
    expect(minOf("10.990")).toEqual({ value: 10.99, cents: 1099n, problem: null });
    expect(minOf("10.5000")).toEqual({ value: 10.5, cents: 1050n, problem: null });
    for (const text of ["10.999", "0.001", "575.689"]) {
      expect(minOf(text), text).toEqual({ value: null, cents: null, problem: "not-whole-cents" });
    }
    expect(minOf("-10.999").problem).toBe("negative");
  });

  it("ignores a bound longer than a field takes, rather than cutting it into another amount", () => {
    expect(minOf("1,000,000,000,000.25").value).toBe(1_000_000_000_000.25);
    expect(minOf(`1${"0".repeat(20)}`)).toEqual({ value: null, cents: null, problem: "too-long" });
  });

  it("ignores both bounds when the min is above the max, and says so on each", () => {
    const ignored = { value: null, cents: null, problem: "min-above-max" };
    expect(readPriceRange("50", "10")).toEqual({ min: ignored, max: ignored });
    expect(readPriceRange("10.01", "10")).toEqual({ min: ignored, max: ignored });
    // Twenty digits each, equal as numbers: compared exactly.
    expect(readPriceRange("9".repeat(20), `${"9".repeat(19)}8`)).toEqual({
      min: ignored,
      max: ignored,
    });
  });

  it("takes equal bounds, and a bad bound leaves the other one working", () => {
    expect(readPriceRange("10", "10.00")).toEqual({
      min: { value: 10, cents: 1000n, problem: null },
      max: { value: 10, cents: 1000n, problem: null },
    });
    expect(readPriceRange("abc", "10").max).toEqual({ value: 10, cents: 1000n, problem: null });
    expect(readPriceRange("50", "-1").min).toEqual({ value: 50, cents: 5000n, problem: null });
  });
});

describe("inPriceRange", () => {
  it("includes both bounds, compared as the same numbers the prices are", () => {
    const range = readPriceRange("9.99", "25");
    expect(inPriceRange(Number("9.99"), range)).toBe(true);
    expect(inPriceRange(Number("25.00"), range)).toBe(true);
    expect(inPriceRange(Number("9.98"), range)).toBe(false);
    expect(inPriceRange(Number("25.01"), range)).toBe(false);
  });

  it("holds every price without bounds, and none that cannot be read with one", () => {
    expect(inPriceRange(Number.NaN, readPriceRange("", ""))).toBe(true);
    expect(inPriceRange(Number.NaN, readPriceRange("0", ""))).toBe(false);
    expect(inPriceRange(0, readPriceRange("", "0"))).toBe(true);
  });
});

describe("priceProblemMessage", () => {
  it("says which bound is ignored, and why", () => {
    expect(priceProblemMessage("not-a-number", "Min price", en)).toBe(
      "Min price ignored: enter an amount in dollars, such as 25 or 9.99.",
    );
    expect(priceProblemMessage("too-long", "Min price", en)).toBe(
      "Min price ignored: at most 20 characters.",
    );
    expect(priceProblemMessage("negative", "Max price", en)).toBe(
      "Max price ignored: a price cannot be negative.",
    );
    expect(priceProblemMessage("not-whole-cents", "Min price", en)).toBe(
      "Min price ignored: prices are in whole cents, such as 9.99.",
    );
    expect(priceProblemMessage("min-above-max", "Min price", en)).toBe(
      "Price range ignored: the min price is above the max price.",
    );
  });
});

describe("describePriceRange", () => {
  it("puts the range in words, in dollars", () => {
    expect(describePriceRange(readPriceRange("10", "50"), ENGLISH_I18N)).toBe("$10 to $50");
    expect(describePriceRange(readPriceRange("9.5", ""), ENGLISH_I18N)).toBe("from $9.50");
    expect(describePriceRange(readPriceRange("", "1299.99"), ENGLISH_I18N)).toBe("up to $1,299.99");
    expect(describePriceRange(readPriceRange("", ""), ENGLISH_I18N)).toBe("");
    expect(describePriceRange(readPriceRange("5.990", "$575.6"), ENGLISH_I18N)).toBe(
      "$5.99 to $575.60",
    );
    expect(describePriceRange(readPriceRange("10.999", "50"), ENGLISH_I18N)).toBe("up to $50");
    // Every digit, as typed: as a number, twenty 9s would be rounded to 1e20.
    expect(describePriceRange(readPriceRange("9".repeat(20), ""), ENGLISH_I18N)).toBe(
      "from $99,999,999,999,999,999,999",
    );
    expect(describePriceRange(readPriceRange("", "0012,345.60"), ENGLISH_I18N)).toBe("");
    expect(describePriceRange(readPriceRange("", "0012345.60"), ENGLISH_I18N)).toBe(
      "up to $12,345.60",
    );
    expect(describePriceRange(readPriceRange("50", "10"), ENGLISH_I18N)).toBe("");
  });
});
