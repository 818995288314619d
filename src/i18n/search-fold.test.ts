import { describe, expect, it } from "vitest";
import { foldForSearch } from "./search-fold";
import { LOCALES } from "./locales";

describe("foldForSearch", () => {
  it("lower-cases as English does by default", () => {
    expect(foldForSearch("Sleek İron HAT", "en")).toBe("sleek i̇ron hat");
  });

  it("lower-cases as Turkish does: I is ı, İ is i", () => {
    expect(foldForSearch("IŞIK İpek", "tr")).toBe("ışık ipek");
  });

  it("lower-cases each language as its whole tag does (the language's rules, not its script's or region's)", () => {
    const letters = "İI ıi ÀÉÇŞĞ Ǆǅ ΣΑΣ ÆØÅ ŐŰ";
    for (const locale of LOCALES.map(({ tag }) => tag)) {
      expect(foldForSearch(letters, locale)).toBe(letters.toLocaleLowerCase(locale));
    }
  });

  it("reads Hebrew without its optional points, keeping its letters and punctuation", () => {
    expect(foldForSearch("דג גנרית מצַח", "he")).toBe("דג גנרית מצח");
    expect(foldForSearch("שָׁלוֹם", "he")).toBe("שלום");
    expect(foldForSearch("בֵּית־סֵפֶר", "he")).toBe("בית־ספר");
    // Only in Hebrew: another language's text is left as it is.
    expect(foldForSearch("מצַח", "fr")).toBe("מצַח");
  });

  it("reads every way an apostrophe is typed as one, in every language", () => {
    // ' ‘ ’ ‛ ʻ (Uzbek's oʻ, gʻ) ʼ (its tutuq belgisi) ` ´ ＇ and Hebrew's geresh.
    const apostrophes = "'\u2018\u2019\u201B\u02BB\u02BC\u0060\u00B4\uFF07\u05F3";
    for (const locale of LOCALES.map(({ tag }) => tag)) {
      for (const apostrophe of apostrophes) {
        expect(foldForSearch(`Go${apostrophe}sht`, locale)).toBe("go'sht");
      }
    }
    expect(foldForSearch("Oʻzbekcha", "uz-Latn")).toBe("o'zbekcha");
    expect(foldForSearch("צ׳יפס", "he")).toBe("צ'יפס");
    expect(foldForSearch("l’eau", "fr")).toBe("l'eau");
  });

  it("reads Hebrew's gershayim and curly double quotes as a double quote", () => {
    for (const quote of '"\u05F4\u201C\u201D') {
      expect(foldForSearch(`צה${quote}ל`, "he")).toBe('צה"ל');
    }
  });

  it("keeps a text's length where the marks fold, points and lower-casing aside", () => {
    const marks = "‘’‛ʻʼ`´＇׳״“”";
    expect(foldForSearch(marks, "uz-Latn")).toHaveLength(marks.length);
  });

  it("reads an accent typed as a mark of its own as the accented letter, in every language", () => {
    // é, ş, ő, Å and Hebrew's shin with its dot and a vowel, each decomposed.
    const decomposed = ["e\u0301", "s\u0327", "o\u030B", "A\u030A", "\u05E9\u05B8\u05C1"];
    for (const locale of LOCALES.map(({ tag }) => tag)) {
      for (const text of decomposed) {
        expect(foldForSearch(text, locale)).toBe(foldForSearch(text.normalize("NFC"), locale));
      }
    }
    expect(foldForSearch("be\u0301ton", "fr")).toBe("béton");
  });

  it("keeps accents, which are letters: the search stays literal", () => {
    expect(foldForSearch("Chaise en BÉTON", "fr")).toBe("chaise en béton");
  });

  it("leaves scripts without case as they are", () => {
    expect(foldForSearch("橡胶肥皂", "zh-CN")).toBe("橡胶肥皂");
    expect(foldForSearch("כפפות", "he")).toBe("כפפות");
  });
});
