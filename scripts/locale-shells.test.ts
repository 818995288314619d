import { describe, expect, it } from "vitest";
import { LOCALES, parseLocale } from "../src/i18n/locales";
import { LOCALE_ADDRESSES } from "../src/testing/languages";
import { languageOf, nginxLocalePatterns, shellLanguage } from "./locale-shells.mjs";

const TAGS = LOCALES.map(({ tag }) => tag).filter((tag) => tag !== "en");

/** The language nginx chooses for a raw query, its maps run as nginx runs them: in order. */
function nginxLanguage(query: string): string {
  const { value, languages } = nginxLocalePatterns(TAGS);
  const raw = new RegExp(value).exec(query)?.[1] ?? "";
  return languages.find(({ pattern }) => new RegExp(pattern).test(raw))?.tag ?? "en";
}

/** The language whose shells `npm start` (scripts/serve.mjs) looks up, English's if none. */
const serveLanguage = (query: string) =>
  LOCALES.find(({ tag }) => languageOf(tag) === shellLanguage(query))?.tag ?? "en";

/** The app's choice (src/main.tsx reads location.search so). */
const appLanguage = (query: string) => parseLocale(new URLSearchParams(query)).tag;

/** Every way a character can reach the server: printable ASCII, and each byte encoded. */
const WRITINGS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...Array.from({ length: 256 }, (_, byte) => {
    const hex = byte.toString(16).padStart(2, "0");
    return [`%${hex}`, `%${hex.toUpperCase()}`];
  }).flat(),
];

describe("the servers' choice of a language's shells", () => {
  it.each(LOCALE_ADDRESSES)("%s is %s for npm start and nginx, as for the app", (search, tag) => {
    const query = search.slice(1);
    expect(appLanguage(query)).toBe(tag);
    expect(serveLanguage(query)).toBe(tag);
    expect(nginxLanguage(query)).toBe(tag);
  });

  it("reads every character, written or encoded, as the app does, in a tag and in the name", () => {
    const queries = WRITINGS.flatMap((char) => [
      `locale=${char}r`,
      `locale=f${char}`,
      `locale=fr${char}ca`,
      `locale=fr-${char}`,
      `locale=he_i${char}`,
      `${char}ocale=he`,
      `local${char}=he`,
      `locale${char}he`,
      `q=${char}&locale=tr`,
      `locale=${char}&locale=tr`,
    ]);
    const differing = queries.filter((query) => nginxLanguage(query) !== appLanguage(query));
    expect(differing).toEqual([]);
  });

  it("reads each language's tags, in any case, as the app does", () => {
    for (const { tag } of LOCALES) {
      for (const value of [tag, tag.toUpperCase(), tag.replace("-", "_"), `${tag}-x1-2345678`]) {
        expect(nginxLanguage(`locale=${value}`)).toBe(appLanguage(`locale=${value}`));
        expect(nginxLanguage(`locale=${value}`)).toBe(tag);
      }
    }
  });
});
