import { afterEach, describe, expect, it, vi } from "vitest";
import { formatsOf } from "./formats";

describe("formatsOf", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("writes English as the specified page does, without Intl for its first page", () => {
    const en = formatsOf("en");
    expect([0, 12, 999, 1000, 100_000, -1234, 2.5].map(en.count)).toEqual([
      "0",
      "12",
      "999",
      "1,000",
      "100,000",
      "-1,234",
      "2.5",
    ]);
    expect(en.price("12.50")).toBe("$12.50");
    expect(en.price("12.00")).toBe("$12.00");
    expect([en.dollars("10.00"), en.dollars("9.50")]).toEqual(["$10", "$9.50"]);
    expect([en.amount("1000.00"), en.amount("9.50")]).toEqual(["$1,000.00", "$9.50"]);
    expect([en.plural(1), en.plural(-1), en.plural(0), en.plural(2), en.plural(1.5)]).toEqual([
      "one",
      "one",
      "other",
      "other",
      "other",
    ]);
    expect(en.percent(0.42)).toBe("42%");
  });

  it("makes no Intl object for English's first page: counts under 1,000, whole plurals", async () => {
    const made: string[] = [];
    // Intl, with every object it makes named in `made`.
    const countingIntl = new Proxy(Intl, {
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
    vi.stubGlobal("Intl", countingIntl);
    vi.resetModules();
    const fresh = (await import("./formats")).formatsOf("en");
    expect([1, 12, 999].map(fresh.count)).toEqual(["1", "12", "999"]);
    expect([1, 12].map(fresh.plural)).toEqual(["one", "other"]);
    expect(fresh.price("12.50")).toBe("$12.50");
    expect(fresh.compare).toBeNull();
    expect(made).toEqual([]);
    expect([1000, 2000].map(fresh.count)).toEqual(["1,000", "2,000"]);
    expect(made).toEqual(["NumberFormat"]);
  });

  it("writes Uzbek's numbers as Uzbek does in an engine without them (Debian's Chromium)", async () => {
    // An engine that resolves "uz-Latn" to a locale without Uzbek's number data, as
    // Debian's Chromium does ("$ 381.87", "20,000"), and has Uzbek in Cyrillic.
    const withoutUzbekLatin = new Proxy(Intl.NumberFormat, {
      construct(target, [locale, options]: [string, Intl.NumberFormatOptions?]) {
        return Reflect.construct(target, [locale === "uz-Latn" ? "und" : locale, options]);
      },
    });
    vi.stubGlobal(
      "Intl",
      new Proxy(Intl, {
        get: (target, key, receiver): unknown =>
          key === "NumberFormat" ? withoutUzbekLatin : Reflect.get(target, key, receiver),
      }),
    );
    vi.resetModules();
    const uz = (await import("./formats")).formatsOf("uz-Latn");
    expect(uz.price("381.87")).toBe("381,87\u00a0US$");
    expect(uz.count(20_000)).toBe("20\u00a0000");
    expect(uz.dollars("1000.00")).toBe("1\u00a0000\u00a0US$");
    expect(uz.separators).toEqual({ decimal: ",", group: "\u00a0" });
  });

  it("writes prices in US dollars as each language does", () => {
    expect(formatsOf("fr").price("12.50")).toBe("12,50\u00a0$US");
    expect(formatsOf("fr").dollars("10.00")).toBe("10\u00a0$US");
    expect(formatsOf("zh-CN").price("12.50")).toBe("US$12.50");
    expect(formatsOf("tr").price("1234.50")).toBe("$1.234,50");
    expect(formatsOf("da").amount("1000.00")).toBe("1.000,00 US$");
    expect(formatsOf("uz-Latn").price("381.87")).toBe("381,87\u00a0US$");
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
    const order = (tag: "tr" | "fr", words: string[]) =>
      words.toSorted(formatsOf(tag).compare ?? undefined);
    expect(order("tr", ["zebra", "çay", "cam", "dal"])).toEqual(["cam", "çay", "dal", "zebra"]);
    expect(order("fr", ["Zoo", "éclair", "eau"])).toEqual(["eau", "éclair", "Zoo"]);
  });

  it("orders Uzbek by its alphabet, Oʻ, Gʻ, Sh and Ch after Z, whether or not the engine has its collation", async () => {
    // CLDR's Uzbek collation, as Node, Firefox and WebKit have it.
    const cldrUzbek = new Intl.Collator("uz");
    // As in Chromium, which has no Uzbek collation: the tag falls back to English's.
    const withoutUzbek = new Proxy(Intl, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key !== "Collator" || typeof value !== "function") return value;
        return new Proxy(value, {
          construct(constructor, [locales, options]: unknown[], newTarget) {
            const tag = typeof locales === "string" && locales.startsWith("uz") ? "en" : locales;
            return Reflect.construct(constructor, [tag, options], newTarget) as object;
          },
        });
      },
    });
    vi.stubGlobal("Intl", withoutUzbek);
    vi.resetModules();
    const { formatsOf } = await import("./formats");
    const words = [
      "Sharqona",
      "Sabr",
      "Zamonaviy",
      "Chiroyli",
      "Ajoyib",
      "Oʻzbek",
      "Gʻoyat",
      "Ota",
      "shirin",
      "SHAHAR",
      "Choy",
      "Xush",
      "Yangi",
    ];
    const uzbek = words.toSorted(formatsOf("uz-Latn").compare ?? undefined);
    expect(uzbek).toEqual(words.toSorted(cldrUzbek.compare));
    expect(uzbek).toEqual([
      "Ajoyib",
      "Ota",
      "Sabr",
      "Xush",
      "Yangi",
      "Zamonaviy",
      "Oʻzbek",
      "Gʻoyat",
      "SHAHAR",
      "Sharqona",
      "shirin",
      "Chiroyli",
      "Choy",
    ]);
    // Any apostrophe after o or g marks the letter, as the search reads it.
    expect(
      ["Goʻsht", "Go’sht", "Gosht"].toSorted(formatsOf("uz-Latn").compare ?? undefined),
    ).toEqual(["Gosht", "Goʻsht", "Go’sht"]);
  });

  it("makes each language's formats once", () => {
    expect(formatsOf("fr")).toBe(formatsOf("fr"));
  });
});
