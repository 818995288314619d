import { describe, expect, it } from "vitest";
import { foldForSearch, highlightParts } from "./search-fold";
import type { LocaleTag } from "./locales";
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

/** The name with what the search matched in brackets: "İpek [Işık]". */
const marked = (name: string, query: string, locale: LocaleTag = "en") =>
  highlightParts(name, query, locale)
    .map(({ text, matched }) => (matched ? `[${text}]` : text))
    .join("");

describe("highlightParts", () => {
  it("marks the part of the name the search matched, whatever its case", () => {
    expect(marked("Rustic Steel Chair", "steel")).toBe("Rustic [Steel] Chair");
    expect(marked("Rustic Steel Chair", "STEEL CH")).toBe("Rustic [Steel Ch]air");
  });

  it("marks every occurrence, without overlap", () => {
    expect(marked("Banana", "an")).toBe("B[an][an]a");
    expect(marked("aaaa", "aa")).toBe("[aa][aa]");
    expect(marked("aaa", "aa")).toBe("[aa]a");
  });

  it("marks the whole name when the search is the name", () => {
    expect(highlightParts("Chair", "chair", "en")).toEqual([{ text: "Chair", matched: true }]);
  });

  it("marks nothing without a search or without a match", () => {
    expect(highlightParts("Chair", "", "en")).toEqual([{ text: "Chair", matched: false }]);
    expect(highlightParts("Chair", "table", "en")).toEqual([{ text: "Chair", matched: false }]);
  });

  it("takes the search literally", () => {
    expect(marked("Soap (Large) .*", "(large)")).toBe("Soap [(Large)] .*");
    expect(marked("Soap (Large) .*", ".*")).toBe("Soap (Large) [.*]");
    expect(marked("Soap", ".")).toBe("Soap");
  });

  it("keeps its place in names that lower-casing lengthens", () => {
    // "İ" lower-cases to two code units: what follows must still be marked where it is.
    expect(marked("İstanbul Rug", "rug")).toBe("İstanbul [Rug]");
    expect(marked("İstanbul Rug", "i")).toBe("[İ]stanbul Rug");
    expect(marked("İİ Rug", "i̇i̇")).toBe("[İİ] Rug");
  });

  it("marks a match however its accents were composed, the name in its own form", () => {
    const french = (name: string, query: string) => marked(name, query, "fr");
    expect(french("Chaise en béton", "be\u0301ton")).toBe("Chaise en [béton]");
    expect(french("Chaise en be\u0301ton", "béton")).toBe("Chaise en [be\u0301ton]");
    // The decomposed é is é, not an e.
    expect(french("Chaise en be\u0301ton", "e")).toBe("Chais[e] [e]n be\u0301ton");
    expect(marked("Őr o\u030Bs", "ő", "hu")).toBe("[Ő]r [o\u030B]s");
  });

  it("gives back the whole name, piece by piece", () => {
    for (const [name, query] of [
      ["Rustic Steel Chair", "e"],
      ["İstanbul İnce Rug", "n"],
      ["🚀 Rocket 🚀", "🚀"],
    ] as const) {
      expect(
        highlightParts(name, query, "en")
          .map(({ text }) => text)
          .join(""),
      ).toBe(name);
    }
  });

  it("ignores case as the catalogue's language does: Turkish I is ı, İ is i", () => {
    const turkish = (name: string, query: string) => marked(name, query, "tr");
    expect(turkish("İpek Işık", "ipek")).toBe("[İpek] Işık");
    expect(turkish("İpek Işık", "IŞIK")).toBe("İpek [Işık]");
    expect(turkish("İpek Işık", "isik")).toBe("İpek Işık");
  });

  it("marks a name's apostrophe however either is typed, in the name's own form", () => {
    const uzbek = (name: string, query: string) => marked(name, query, "uz-Latn");
    // ASCII's, Uzbek's oʻ (U+02BB), a phone's curly quote (U+2019), and the stand-ins.
    for (const query of ["go'sht", "goʻsht", "go’sht", "go‘sht", "goʼsht", "go`sht", "go´sht"]) {
      expect(uzbek("Arzon Beton Go'sht", query)).toBe("Arzon Beton [Go'sht]");
      expect(uzbek("Arzon Beton Goʻsht", query)).toBe("Arzon Beton [Goʻsht]");
    }
    expect(uzbek("Qoʻl bilan ishlangan Yogʻoch Qoʻlqop", "O'L")).toBe(
      "Q[oʻl] bilan ishlangan Yogʻoch Q[oʻl]qop",
    );
    expect(marked("Côte d’Ivoire Chair", "d'iv", "fr")).toBe("Côte [d’Iv]oire Chair");
  });

  it("marks a Hebrew geresh or gershayim however it is typed, points and all", () => {
    const hebrew = (name: string, query: string) => marked(name, query, "he");
    expect(hebrew("צ'יפס גנרית מעץ", "צ׳יפס")).toBe("[צ'יפס] גנרית מעץ");
    expect(hebrew("צ׳יפס גנרית מעץ", "צ'יפס")).toBe("[צ׳יפס] גנרית מעץ");
    expect(hebrew("צ׳יפס גנרית מעץ", "צ’יפס")).toBe("[צ׳יפס] גנרית מעץ");
    // Points fold to nothing before the geresh and after it: the mark stays in place.
    expect(hebrew("מַצַּח צִ׳יפְּס", "צ'יפס")).toBe("מַצַּח [צִ׳יפְּס]");
    expect(hebrew("מַצַּח צִ׳יפְּס", "ח צ'")).toBe("מַצַּ[ח צִ׳]יפְּס");
    expect(hebrew("תפוח צה״ל", 'צה"ל')).toBe("תפוח [צה״ל]");
  });

  it("marks a Hebrew match typed without points, the points within it included", () => {
    const hebrew = (name: string, query: string) => marked(name, query, "he");
    expect(hebrew("דג גנרית מצַח", "מצח")).toBe("דג גנרית [מצַח]");
    expect(hebrew("דג גנרית מצַח", "צח")).toBe("דג גנרית מ[צַח]");
    expect(hebrew("דג גנרית מצַח", "מצַח")).toBe("דג גנרית [מצַח]");
  });

  it("keeps a Hebrew letter's points with it when a match ends on that letter", () => {
    const hebrew = (name: string, query: string) => marked(name, query, "he");
    expect(hebrew("מַצַּח", "מצ")).toBe("[מַצַּ]ח");
    expect(hebrew("צִ׳יפְּס מַצַּח", "צ")).toBe("[צִ]׳יפְּס מַ[צַּ]ח");
    expect(hebrew("בֵּית־סֵפֶר", "ת")).toBe("בֵּי[ת]־סֵפֶר");
  });
});
