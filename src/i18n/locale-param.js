// The one rule by which the app, both servers and the offline worker read the language an
// address asks for (ADR 17). Plain JavaScript, so that `npm start`, which runs without a
// build, imports the same code as the app; nginx follows it with patterns written from it
// (scripts/locale-shells.mjs), which a test holds to it.

/** The query's parameter that names the page's language: this name exactly, in this case. */
export const LOCALE_PARAM = "locale";

/**
 * A language tag as `?locale=` may write it: BCP 47's or faker's (`zh-CN`, `zh_CN`,
 * `uz_UZ_latin`), in any case. Its first part is the language.
 */
const TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * The language the query's first `locale` names, as URLSearchParams reads it (the name
 * exact, name and value percent-decoded, "+" a space): the first part of its tag, in lower
 * case ("fr" for "FR-ca"), or "" when it names none.
 * @param {URLSearchParams} params
 * @returns {string}
 */
export function askedLanguage(params) {
  return TAG.exec(params.get(LOCALE_PARAM) ?? "")?.[1]?.toLowerCase() ?? "";
}
