// How both servers choose the prerendered shell of the language `?locale=` names, by the
// app's own rule (parseLocale in src/i18n/locales.ts; ADR 17): the language part of a
// BCP 47 tag or of faker's name for it, in any case. English's shells are index.html and
// 404.html; another language's carry its tag (index.fr.html, 404.zh-CN.html).

/** The same pattern as parseLocale's; its first group is the language. */
const TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i;

/** A shell's path in dist/: its name ("index" or "404") and its language's tag, if any. */
export const SHELL_FILE = /^\/(index|404)(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*))?\.html$/;

/** The language of a tag, as shells are looked up by: "zh" for "zh-CN". @param {string} tag */
export const languageOf = (tag) => tag.split("-")[0]?.toLowerCase() ?? "";

/**
 * The language a request's query names with `locale`, or "" for none.
 * @param {string} query what follows "?" in the request's target
 */
export function shellLanguage(query) {
  const asked = new URLSearchParams(query).get("locale") ?? "";
  return TAG.exec(asked)?.[1]?.toLowerCase() ?? "";
}

/**
 * nginx's version: a map from the query's `locale` (`$arg_locale`, as it came) to the
 * suffix of the language's shells, ".fr" or "" for English.
 * @param {readonly string[]} tags every language but English
 */
export function nginxShellMap(tags) {
  return [
    "map $arg_locale $shell_suffix {",
    '    default "";',
    ...tags.map((tag) => `    "~*^${languageOf(tag)}([-_][a-z0-9]{1,8})*$" ".${tag}";`),
    "}",
  ];
}
