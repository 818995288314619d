import { describe, expect, it } from "vitest";
import { foldCase } from "./fold-case";

describe("foldCase", () => {
  it("lower-cases as English does by default", () => {
    expect(foldCase("Sleek İron HAT", "en")).toBe("sleek i̇ron hat");
  });

  it("lower-cases as Turkish does: I is ı, İ is i", () => {
    expect(foldCase("IŞIK İpek", "tr")).toBe("ışık ipek");
  });

  it("reads Hebrew without its optional points, keeping its letters and punctuation", () => {
    expect(foldCase("דג גנרית מצַח", "he")).toBe("דג גנרית מצח");
    expect(foldCase("שָׁלוֹם", "he")).toBe("שלום");
    expect(foldCase("בֵּית־סֵפֶר", "he")).toBe("בית־ספר");
    // Only in Hebrew: another language's text is left as it is.
    expect(foldCase("מצַח", "fr")).toBe("מצַח");
  });

  it("keeps accents, which are letters: the search stays literal", () => {
    expect(foldCase("Chaise en BÉTON", "fr")).toBe("chaise en béton");
  });

  it("leaves scripts without case as they are", () => {
    expect(foldCase("橡胶肥皂", "zh-CN")).toBe("橡胶肥皂");
    expect(foldCase("כפפות", "he")).toBe("כפפות");
  });
});
