import { describe, expect, it } from "vitest";
import { LOCALE_ADDRESSES } from "../testing/languages";
import { ENGLISH, LOCALES, parseLocale } from "./locales";

const asked = (search: string) => parseLocale(new URLSearchParams(search)).tag;

describe("parseLocale", () => {
  it("is English without ?locale=, whatever the browser prefers", () => {
    expect(asked("")).toBe("en");
    expect(asked("seed=4&q=hat")).toBe("en");
  });

  it("takes each language by its BCP 47 tag", () => {
    for (const { tag } of LOCALES) expect(asked(`locale=${tag}`)).toBe(tag);
  });

  it("takes faker's names for them, in any case, with _ or -", () => {
    expect(asked("locale=zh_CN")).toBe("zh-CN");
    expect(asked("locale=ZH-cn")).toBe("zh-CN");
    expect(asked("locale=id_ID")).toBe("id");
    expect(asked("locale=uz_UZ_latin")).toBe("uz-Latn");
  });

  it("takes a language by itself when its region or script is not one of ours", () => {
    expect(asked("locale=fr-CA")).toBe("fr");
    expect(asked("locale=zh")).toBe("zh-CN");
    expect(asked("locale=uz")).toBe("uz-Latn");
    expect(asked("locale=en-GB")).toBe("en");
  });

  it("is English for anything else, never an error", () => {
    const huge = `fr-${"x".repeat(100_000)}`;
    for (const value of ["de", "", "-", "xx-fr", "__proto__", "fr%0A", " he", "fr-", "fr!", huge]) {
      expect(asked(`locale=${value}`)).toBe("en");
    }
  });

  // The same table as both servers' (e2e/server.spec.ts) and the offline worker's.
  it.each(LOCALE_ADDRESSES)("reads %s as %s", (query, tag) => {
    expect(parseLocale(new URL(`https://shop.example/${query}`).searchParams).tag).toBe(tag);
  });

  it("lists each language once, English among them, Hebrew right to left", () => {
    expect(new Set(LOCALES.map(({ tag }) => tag)).size).toBe(LOCALES.length);
    expect(LOCALES).toContain(ENGLISH);
    expect(LOCALES.filter(({ dir }) => dir === "rtl").map(({ tag }) => tag)).toEqual(["he"]);
  });
});
