/**
 * The languages Product Hub speaks: those in which faker writes product names, departments
 * and descriptions in its own words (ADR 17). Each is one document: `?locale=` is read when
 * the page starts, and choosing another language loads the page in it.
 */
export interface Locale {
  /** Its BCP 47 tag, as `?locale=`, `lang` and `Intl` take it. */
  readonly tag: LocaleTag;
  /** Its name in its own language, as the language picker lists it. */
  readonly endonym: string;
  readonly dir: "ltr" | "rtl";
  /** The name of faker's locale that writes its products. */
  readonly faker: string;
}

export type LocaleTag = "da" | "en" | "fr" | "he" | "hu" | "id" | "nl" | "tr" | "uz-Latn" | "zh-CN";

/** English, the specified page: the default whatever the browser prefers. */
export const ENGLISH: Locale = { tag: "en", endonym: "English", dir: "ltr", faker: "en" };

/** Every language, in the order the picker lists them: by endonym, Latin scripts first. */
export const LOCALES: readonly Locale[] = [
  { tag: "id", endonym: "Bahasa Indonesia", dir: "ltr", faker: "id_ID" },
  { tag: "da", endonym: "Dansk", dir: "ltr", faker: "da" },
  ENGLISH,
  { tag: "fr", endonym: "Français", dir: "ltr", faker: "fr" },
  { tag: "hu", endonym: "Magyar", dir: "ltr", faker: "hu" },
  { tag: "nl", endonym: "Nederlands", dir: "ltr", faker: "nl" },
  { tag: "uz-Latn", endonym: "Oʻzbekcha", dir: "ltr", faker: "uz_UZ_latin" },
  { tag: "tr", endonym: "Türkçe", dir: "ltr", faker: "tr" },
  { tag: "he", endonym: "עברית", dir: "rtl", faker: "he" },
  { tag: "zh-CN", endonym: "中文", dir: "ltr", faker: "zh_CN" },
];

/** Each locale by its language, the tag's first part: no two of ours share one. */
const BY_LANGUAGE = new Map(LOCALES.map((locale) => [locale.tag.split("-")[0], locale]));

/**
 * A language tag as `?locale=` may write it: BCP 47's or faker's (`zh-CN`, `zh_CN`,
 * `uz_UZ_latin`), in any case. Its first part is the language. The servers choose the
 * prerendered shell with the same rule (scripts/locale-shells.mjs).
 */
const TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * The language `?locale=` asks for: ours by its language alone, whatever the region or
 * script written after it ("fr-CA" is French, "zh" and "zh_CN" Chinese). Anything else is
 * English, never an error.
 */
export function parseLocale(params: URLSearchParams): Locale {
  const language = TAG.exec(params.get("locale") ?? "")?.[1]?.toLowerCase();
  return (language !== undefined && BY_LANGUAGE.get(language)) || ENGLISH;
}
