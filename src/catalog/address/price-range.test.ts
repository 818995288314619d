import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N } from "../../i18n/i18n";
import { LOCALES, type LocaleTag } from "../../i18n/locales";
import { en } from "../../i18n/messages/en";
import { ALL_MESSAGES } from "../../testing/languages";
import {
  canonicalPrice,
  describePriceRange,
  inPriceRange,
  priceFieldText,
  priceLines,
  priceLinesSaid,
  priceParam,
  priceProblemMessage,
  priceReadingMessage,
  readPriceBound,
  readPriceRange,
} from "./price-range";

const english = formatsOf("en");
const minOf = (text: string, tag: LocaleTag = "en") => readPriceBound(text, formatsOf(tag));
const readPrices = (min: string, max: string) => readPriceRange(min, max, english);
const bound = (cents: bigint) => ({
  value: Number(cents) / 100,
  cents,
  problem: null,
  doubtful: false,
});
const ignored = (problem: string) => ({ value: null, cents: null, problem, doubtful: false });

/** Languages by how they write one thousand and a half: "1.000,5", "1 000,5", "1,000.5". */
const DOT_GROUPS = ["da", "id", "nl", "tr"] as const;
const SPACE_GROUPS = ["fr", "hu", "uz-Latn"] as const;
const COMMA_GROUPS = ["en", "he", "zh-CN"] as const;

describe("readPriceBound in each language", () => {
  it("sorts the ten languages by the separators their own prices are written with", () => {
    const groupOf = (tag: LocaleTag) => {
      const { decimal, group } = formatsOf(tag).separators;
      return `${decimal} ${group.trim() === "" ? "space" : group}`;
    };
    expect(DOT_GROUPS.map(groupOf)).toEqual(DOT_GROUPS.map(() => ", ."));
    expect(SPACE_GROUPS.map(groupOf)).toEqual(SPACE_GROUPS.map(() => ", space"));
    expect(COMMA_GROUPS.map(groupOf)).toEqual(COMMA_GROUPS.map(() => ". ,"));
    expect([...DOT_GROUPS, ...SPACE_GROUPS, ...COMMA_GROUPS].toSorted()).toEqual(
      LOCALES.map(({ tag }) => tag).toSorted(),
    );
  });

  // [text, cents read, whether it may mean another amount] for each kind of language.
  const table: Record<"dot" | "space" | "comma", [string, bigint, boolean][]> = {
    dot: [
      ["1.000", 100000n, true],
      ["1.000,00", 100000n, false],
      ["1.234.567", 123456700n, false],
      ["9,99", 999n, false],
      ["1,5", 150n, false],
      ["9.99", 999n, true],
      ["1.5", 150n, true],
      ["1 000", 100000n, false],
      ["1000", 100000n, false],
      ["1,299.50", 129950n, true],
    ],
    space: [
      ["1 000", 100000n, false],
      ["1\u00a0000", 100000n, false],
      ["1\u202f000,50", 100050n, false],
      ["9,99", 999n, false],
      ["1,5", 150n, false],
      ["9.99", 999n, true],
      ["1.000", 100n, true],
      ["1,299.50", 129950n, true],
      ["1000", 100000n, false],
    ],
    comma: [
      ["1,000", 100000n, true],
      ["1,000.00", 100000n, false],
      ["1,234,567", 123456700n, false],
      ["9.99", 999n, false],
      ["1.000", 100n, true],
      ["9,99", 999n, true],
      ["1,5", 150n, true],
      ["1.234.567", 123456700n, true],
      ["1 000,50", 100050n, true],
      ["1000", 100000n, false],
    ],
  };
  const cases = [
    ...DOT_GROUPS.flatMap((tag) => table.dot.map((row) => [tag, ...row] as const)),
    ...SPACE_GROUPS.flatMap((tag) => table.space.map((row) => [tag, ...row] as const)),
    ...COMMA_GROUPS.flatMap((tag) => table.comma.map((row) => [tag, ...row] as const)),
  ];

  it.each(cases)("%s reads %j as %d cents, doubtful: %s", (tag, text, cents, doubtful) => {
    expect(minOf(text, tag)).toEqual({ ...bound(cents), doubtful });
  });

  it.each(LOCALES.map(({ tag }) => tag))(
    "%s reads back the amounts it writes, without doubt",
    (tag) => {
      const { count, price } = formatsOf(tag);
      for (const [written, cents] of [
        [count(1_234_567.89), 123456789n],
        [count(1234.56), 123456n],
        [count(12.5), 1250n],
        [price("870.60"), 87060n],
        [price("1234567.00"), 123456700n],
      ] as const) {
        expect(minOf(written, tag), `${tag}: ${written}`).toEqual(bound(cents));
      }
      expect(minOf(price("-5.00"), tag).problem).toBe("negative");
    },
  );

  it.each(LOCALES.map(({ tag }) => tag))(
    "%s reads a bound as the URL keeps it, without doubt",
    (tag) => {
      for (const cents of [0n, 5n, 999n, 1250n, 100000n, 123456789n]) {
        expect(minOf(canonicalPrice(cents), tag).cents).toBe(cents);
        expect(minOf(priceFieldText(canonicalPrice(cents), formatsOf(tag)), tag)).toEqual(
          bound(cents),
        );
      }
    },
  );

  it("takes a fraction of a cent as the page writes numbers, rather than reading it the other way", () => {
    expect(minOf("10.999").problem).toBe("not-whole-cents");
    expect(minOf("10,999", "da").problem).toBe("not-whole-cents");
    expect(minOf("10,999", "fr").problem).toBe("not-whole-cents");
  });

  it("reads dots grouping before a decimal comma where the page groups with spaces, and says so", () => {
    for (const tag of SPACE_GROUPS) {
      expect(minOf("1.000,50", tag)).toEqual({ ...bound(100050n), doubtful: true });
      expect(minOf("1.000.000", tag)).toEqual({ ...bound(100000000n), doubtful: true });
    }
    // A dot alone is still the decimal point, as the other way reads it.
    expect(minOf("1.000", "fr")).toEqual({ ...bound(100n), doubtful: true });
    expect(minOf("1.00,50", "fr").problem).toBe("not-a-number");
  });
});

describe("priceReadingMessage", () => {
  const maxRead = (text: string, tag: LocaleTag) => {
    const i18n = { messages: ALL_MESSAGES[tag], formats: formatsOf(tag) };
    return priceReadingMessage(minOf(text, tag), ALL_MESSAGES[tag].price.max, i18n);
  };

  it("says which amount a doubtful text was read as, as a price of the page", () => {
    expect(maxRead("1.000", "da")).toBe("Maksimumspris læst som 1.000,00\u00a0US$.");
    expect(maxRead("9.99", "da")).toBe("Maksimumspris læst som 9,99\u00a0US$.");
    expect(maxRead("1,5", "en")).toBe("Max price read as $1.50.");
    // Grouped, as the page writes numbers: an amount this large is no card's price.
    expect(maxRead("1,000", "en")).toBe("Max price read as $1,000.00.");
    expect(maxRead("1.000,5", "en")).toBe("Max price read as $1,000.50.");
    expect(maxRead("9.99", "uz-Latn")).toBe("Maksimal narx 9,99\u00a0US$ deb oʻqildi.");
  });

  it("says nothing of a text read without doubt, or of one ignored", () => {
    expect(maxRead("1.000,00", "da")).toBeNull();
    expect(maxRead("9,99", "nl")).toBeNull();
    expect(maxRead("abc", "da")).toBeNull();
  });
});

describe("priceLines and priceLinesSaid", () => {
  const danish = { messages: ALL_MESSAGES.da, formats: formatsOf("da") };
  const { price } = ALL_MESSAGES.da;

  it("say of each field that holds the text sent how it was read or why it is ignored", () => {
    const lines = priceLines(
      readPriceRange("abc", "1000", danish.formats),
      { min: "abc", max: "1.000" },
      danish,
    );
    expect(lines).toEqual({
      min: { text: price.notANumber(price.min), problem: true },
      max: { text: price.readAs(price.max, "1.000,00\u00a0US$"), problem: false },
      together: false,
    });
    expect(priceLinesSaid(lines)).toBe(
      `${price.notANumber(price.min)} ${price.readAs(price.max, "1.000,00\u00a0US$")}`,
    );
  });

  it("say nothing of a field whose text is not the one sent, or was read without doubt", () => {
    const lines = priceLines(
      readPriceRange("abc", "1000", danish.formats),
      { min: null, max: "1000" },
      danish,
    );
    expect(lines).toEqual({ min: null, max: null, together: false });
    expect(priceLinesSaid(lines)).toBe("");
  });

  it("say the one reason of a min above the max once", () => {
    const lines = priceLines(
      readPriceRange("50", "10", danish.formats),
      { min: "50", max: "10" },
      danish,
    );
    expect(lines.together).toBe(true);
    expect(priceLinesSaid(lines)).toBe(price.minAboveMax);
  });
});

describe("priceParam and priceFieldText", () => {
  it("write a bound that reads as read, the same in every language", () => {
    expect(priceParam("1.000", formatsOf("da"))).toBe("1000");
    expect(priceParam("9,99", formatsOf("tr"))).toBe("9.99");
    expect(priceParam("$1,299.5", english)).toBe("1299.50");
    expect(priceParam("12,00 $US", formatsOf("fr"))).toBe("12");
  });

  it("keep a bound that does not read as it is", () => {
    expect(priceParam("abc", formatsOf("da"))).toBe("abc");
    expect(priceParam("-5", english)).toBe("-5");
    expect(priceParam("10.999", english)).toBe("10.999");
  });

  it("show a bound as the URL keeps it with the page's decimal separator, any other as it is", () => {
    expect(priceFieldText("9.99", formatsOf("da"))).toBe("9,99");
    expect(priceFieldText("9.99", english)).toBe("9.99");
    expect(priceFieldText("1000", formatsOf("da"))).toBe("1000");
    expect(priceFieldText("1.000", formatsOf("da"))).toBe("1.000");
    expect(priceFieldText("abc", formatsOf("fr"))).toBe("abc");
  });
});

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

  it("reads a decimal comma the other way, as most of the page's languages and their keypads write one", () => {
    expect(minOf("9,99")).toEqual({ ...bound(999n), doubtful: true });
    for (const [text, dollars] of [
      ["12,5", 12.5],
      ["1,00", 1],
      [",5", 0.5],
      ["5,", 5],
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

  it("reads a price as a card shows it in any of the page's languages", () => {
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

  it("has no bound and nothing to say for an empty field", () => {
    const none = { value: null, cents: null, problem: null, doubtful: false };
    expect(readPrices("", "")).toEqual({ min: none, max: none });
  });

  it("ignores a negative amount, and says so", () => {
    for (const text of ["-5", "-0.01", "-$5", "$-5", "- 5"]) {
      expect(minOf(text)).toEqual(ignored("negative"));
    }
  });

  it("ignores what is no amount of dollars, even what Number would read", () => {
    for (const text of [
      "abc",
      "1e3",
      "0x10",
      "Infinity",
      "NaN",
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
      expect(minOf(text), text).toEqual(ignored("not-a-number"));
    }
  });

  it("reads a bound in whole cents, as prices are, and ignores one with a fraction of a cent", () => {
    // "10.990" reads two ways: $10,990 as Danish writes numbers.
    expect(minOf("10.990")).toEqual({ ...bound(1099n), doubtful: true });
    expect(minOf("10.5000")).toEqual(bound(1050n));
    for (const text of ["10.999", "0.001", "575.689"]) {
      expect(minOf(text), text).toEqual(ignored("not-whole-cents"));
    }
    expect(minOf("-10.999").problem).toBe("negative");
  });

  it("ignores a bound longer than a field takes, rather than cutting it into another amount", () => {
    expect(minOf("1,000,000,000,000.25").value).toBe(1_000_000_000_000.25);
    expect(minOf(`1${"0".repeat(20)}`)).toEqual(ignored("too-long"));
  });

  it("ignores both bounds when the min is above the max, and says so on each", () => {
    const both = { min: ignored("min-above-max"), max: ignored("min-above-max") };
    expect(readPrices("50", "10")).toEqual(both);
    expect(readPrices("10.01", "10")).toEqual(both);
    // Twenty digits each, equal as numbers: compared exactly.
    expect(readPrices("9".repeat(20), `${"9".repeat(19)}8`)).toEqual(both);
  });

  it("takes equal bounds, and a bad bound leaves the other one working", () => {
    expect(readPrices("10", "10.00")).toEqual({ min: bound(1000n), max: bound(1000n) });
    expect(readPrices("abc", "10").max).toEqual(bound(1000n));
    expect(readPrices("50", "-1").min).toEqual(bound(5000n));
  });
});

describe("inPriceRange", () => {
  it("includes both bounds, compared as the same numbers the prices are", () => {
    const range = readPrices("9.99", "25");
    expect(inPriceRange(Number("9.99"), range)).toBe(true);
    expect(inPriceRange(Number("25.00"), range)).toBe(true);
    expect(inPriceRange(Number("9.98"), range)).toBe(false);
    expect(inPriceRange(Number("25.01"), range)).toBe(false);
  });

  it("holds every price without bounds, and none that cannot be read with one", () => {
    expect(inPriceRange(Number.NaN, readPrices("", ""))).toBe(true);
    expect(inPriceRange(Number.NaN, readPrices("0", ""))).toBe(false);
    expect(inPriceRange(0, readPrices("", "0"))).toBe(true);
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
    expect(describePriceRange(readPrices("10", "50"), ENGLISH_I18N)).toBe("$10 to $50");
    expect(describePriceRange(readPrices("9.5", ""), ENGLISH_I18N)).toBe("from $9.50");
    expect(describePriceRange(readPrices("", "1299.99"), ENGLISH_I18N)).toBe("up to $1,299.99");
    expect(describePriceRange(readPrices("", ""), ENGLISH_I18N)).toBe("");
    expect(describePriceRange(readPrices("5.990", "$575.6"), ENGLISH_I18N)).toBe(
      "$5.99 to $575.60",
    );
    expect(describePriceRange(readPrices("10.999", "50"), ENGLISH_I18N)).toBe("up to $50");
    // Every digit, as typed: as a number, twenty 9s would be rounded to 1e20.
    expect(describePriceRange(readPrices("9".repeat(20), ""), ENGLISH_I18N)).toBe(
      "from $99,999,999,999,999,999,999",
    );
    expect(describePriceRange(readPrices("", "0012,345.60"), ENGLISH_I18N)).toBe("");
    expect(describePriceRange(readPrices("", "0012345.60"), ENGLISH_I18N)).toBe("up to $12,345.60");
    expect(describePriceRange(readPrices("50", "10"), ENGLISH_I18N)).toBe("");
  });
});
