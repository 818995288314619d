import type { LocaleTag } from "../i18n/locales";
import { messages as da } from "../i18n/messages/da";
import { en, type Messages } from "../i18n/messages/en";
import { messages as fr } from "../i18n/messages/fr";
import { messages as he } from "../i18n/messages/he";
import { messages as hu } from "../i18n/messages/hu";
import { messages as id } from "../i18n/messages/id";
import { messages as nl } from "../i18n/messages/nl";
import { messages as tr } from "../i18n/messages/tr";
import { messages as uzLatn } from "../i18n/messages/uz-Latn";
import { messages as zhCN } from "../i18n/messages/zh-CN";

/** Every language's texts at once, for tests that read or check them in any language. */
export const ALL_MESSAGES: Readonly<Record<LocaleTag, Messages>> = {
  da,
  en,
  fr,
  he,
  hu,
  id,
  nl,
  tr,
  "uz-Latn": uzLatn,
  "zh-CN": zhCN,
};

/**
 * Queries and the language each names, by the one rule (askedLanguage): the app's choice,
 * the offline worker's, `npm start`'s and nginx's are each tested against this table.
 * The name `locale` exactly, its first occurrence, percent-decoded as URLSearchParams
 * decodes it ("+" a space), then the language part of a tag in any case.
 */
export const LOCALE_ADDRESSES: readonly (readonly [query: string, language: LocaleTag])[] = [
  ["", "en"],
  ["?seed=4&q=hat", "en"],
  ["?locale=he", "he"],
  ["?seed=4&locale=zh_CN", "zh-CN"],
  ["?locale=uz", "uz-Latn"],
  ["?locale=uz_UZ_latin", "uz-Latn"],
  ["?locale=zh-Hans-CN", "zh-CN"],
  // The value in any case, a region or script of its own.
  ["?locale=FR", "fr"],
  ["?locale=FR-ca&q=a", "fr"],
  ["?locale=he_il", "he"],
  // The name in another case is another parameter.
  ["?Locale=he&seed=42", "en"],
  ["?LOCALE=fr", "en"],
  ["?Locale=he&locale=tr", "tr"],
  // Percent-encoded, in the value or the name, hex digits in either case.
  ["?locale=he%2DIL", "he"],
  ["?locale=he%2dIL", "he"],
  ["?locale=%66r", "fr"],
  ["?locale=%68%65", "he"],
  ["?locale=%4E%4c", "nl"],
  ["?locale=zh%5Fcn", "zh-CN"],
  ["?locale=fr-%43%41", "fr"],
  ["?%6Cocale=he", "he"],
  ["?loc%61le=da", "da"],
  ["?LOC%61LE=da", "en"],
  // The first `locale` is the one read, even when it names no language.
  ["?locale=fr&locale=he", "fr"],
  ["?locale=de&locale=fr", "en"],
  ["?locale=&locale=fr", "en"],
  ["?locale&locale=fr", "en"],
  ["?&&locale=hu&", "hu"],
  // Other parameters that look like it are not it.
  ["?xlocale=he", "en"],
  ["?locale%3Dhe", "en"],
  ["?q=locale%3Dhe", "en"],
  ["?q=x%26locale%3Dfr", "en"],
  ["?seed=1;locale=fr", "en"],
  ["?q=1?locale=fr", "en"],
  ["?q=a&locale=id", "id"],
  // A space ("+", "%20"), a newline or anything else in the tag: no language, English.
  ["?locale=fr+CA", "en"],
  ["?locale=fr%20CA", "en"],
  ["?locale=+fr", "en"],
  ["?locale=fr%0A", "en"],
  ["?locale=fr-", "en"],
  ["?locale=fr-%", "en"],
  ["?locale=%", "en"],
  ["?locale=fr-abcdefghi", "en"],
  ["?locale=fra", "en"],
  ["?locale=de", "en"],
  ["?locale=", "en"],
  [`?locale=${"x".repeat(5000)}`, "en"],
];
