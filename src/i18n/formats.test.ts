import { describe, expect, it } from "vitest";
import { formatsOf } from "./formats";

describe("formatsOf", () => {
  it("writes English as the specified page does, without Intl for its first page", () => {
    const en = formatsOf("en");
    expect([en.count(12), en.count(999), en.count(100_000)]).toEqual(["12", "999", "100,000"]);
    expect(en.price("12.50")).toBe("$12.50");
    expect(en.price("12.00")).toBe("$12.00");
    expect([en.dollars("10.00"), en.dollars("9.50")]).toEqual(["$10", "$9.50"]);
    expect([en.plural(1), en.plural(-1), en.plural(0), en.plural(2), en.plural(1.5)]).toEqual([
      "one",
      "one",
      "other",
      "other",
      "other",
    ]);
    expect(en.percent(0.42)).toBe("42%");
  });

  it("orders English words A to Z ignoring case, and totally", () => {
    const words = ["beta", "Alpha", "alpha", "Gamma", "Beta"];
    expect(words.toSorted(formatsOf("en").compare)).toEqual([
      "Alpha",
      "alpha",
      "Beta",
      "beta",
      "Gamma",
    ]);
  });

  it("writes prices in US dollars as each language does", () => {
    expect(formatsOf("fr").price("12.50")).toBe("12,50\u00a0$US");
    expect(formatsOf("fr").dollars("10.00")).toBe("10\u00a0$US");
    expect(formatsOf("zh-CN").price("12.50")).toBe("US$12.50");
    expect(formatsOf("tr").price("1234.50")).toBe("$1.234,50");
  });

  it("groups counts and writes percentages as each language does", () => {
    expect(formatsOf("fr").count(100_000)).toBe("100\u202f000");
    expect(formatsOf("tr").count(100_000)).toBe("100.000");
    expect(formatsOf("tr").percent(0.42)).toBe("%42");
  });

  it("gives each language's plural categories: Hebrew has a dual, French a singular zero", () => {
    const he = formatsOf("he");
    expect([1, 2, 3].map(he.plural)).toEqual(["one", "two", "other"]);
    const fr = formatsOf("fr");
    expect([0, 1, 2].map(fr.plural)).toEqual(["one", "one", "other"]);
    expect([1, 2].map(formatsOf("zh-CN").plural)).toEqual(["other", "other"]);
  });

  it("orders words by the language's collation", () => {
    expect(["zebra", "çay", "cam", "dal"].toSorted(formatsOf("tr").compare)).toEqual([
      "cam",
      "çay",
      "dal",
      "zebra",
    ]);
    expect(["Zoo", "éclair", "eau"].toSorted(formatsOf("fr").compare)).toEqual([
      "eau",
      "éclair",
      "Zoo",
    ]);
  });

  it("makes each language's formats once", () => {
    expect(formatsOf("fr")).toBe(formatsOf("fr"));
  });
});
