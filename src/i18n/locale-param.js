// The one rule by which the app, both servers and the offline worker read the language
// (ADR 17). It is plain JavaScript, so that `npm start` runs it without a build; nginx
// follows it through patterns that scripts/locale-shells.mjs writes from it.

/** Matched exactly, case included. */
export const LOCALE_PARAM = "locale";

/** A BCP 47 or faker tag ("zh_CN", "uz_UZ_latin"), in any case; its first part is the language. */
const TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * The first part of the first `locale` tag, in lower case, or "" when there is none.
 * @param {URLSearchParams} params
 * @returns {string}
 */
export function askedLanguage(params) {
  return TAG.exec(params.get(LOCALE_PARAM) ?? "")?.[1]?.toLowerCase() ?? "";
}
