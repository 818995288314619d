// How both servers choose the prerendered shell of the language `?locale=` names, by the
// app's own rule (askedLanguage, src/i18n/locale-param.js; ADR 17). English's shells are
// index.html and 404.html; another language's carry its tag (index.fr.html, 404.zh-CN.html).
import { askedLanguage, LOCALE_PARAM } from "../src/i18n/locale-param.js";

/** A shell's path in dist/: its name ("index" or "404") and its language's tag, if any. */
export const SHELL_FILE = /^\/(index|404)(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*))?\.html$/;

/** The language of a tag, as shells are looked up by: "zh" for "zh-CN". @param {string} tag */
export const languageOf = (tag) => tag.split("-")[0]?.toLowerCase() ?? "";

/**
 * The language a request's query names with `locale`, or "" for none.
 * @param {string} query what follows "?" in the request's target
 */
export const shellLanguage = (query) => askedLanguage(new URLSearchParams(query));

/** A byte's two hex digits as a pattern, a letter in either case: "6[cC]" for "l". @param {string} char */
const hexOf = (char) =>
  [...char.charCodeAt(0).toString(16).padStart(2, "0")]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join("");

/**
 * An ASCII letter or "-"/"_" as a raw query may write it: itself or percent-encoded,
 * which URLSearchParams decodes to the same ("%66" is "f").
 * @param {string} char @param {boolean} anyCase whether the other case reads the same
 */
function written(char, anyCase) {
  const chars = anyCase ? [...new Set([char.toLowerCase(), char.toUpperCase()])] : [char];
  return `(?:${chars.flatMap((one) => [one, `%${hexOf(one)}`]).join("|")})`;
}

/** A subtag's letter or digit, in any case, itself or percent-encoded. */
const TAG_CHAR = "(?:[0-9A-Za-z]|%3[0-9]|%[46][1-9A-Fa-f]|%[57][0-9Aa])";
/** What separates a tag's parts: "-" or "_", each itself or percent-encoded. */
const SEPARATOR = `(?:${written("-", false)}|${written("_", false)})`;
/** The name `locale`, exactly, each letter itself or percent-encoded. */
const NAME = [...LOCALE_PARAM].map((char) => written(char, false)).join("");

/**
 * nginx's version of askedLanguage, as regular expressions over the raw query (`$args`);
 * `$arg_locale` would match the name in any case and leave the value encoded. The first
 * finds the raw value of the first parameter named `locale` (one with no "=" has none,
 * the value ""), the others which language that value names, by its first part.
 * @param {readonly string[]} tags every language but English
 */
export function nginxLocalePatterns(tags) {
  return {
    value: `^(?:(?!${NAME}(?:=|&|$))[^&]*&)*${NAME}=([^&]*)`,
    languages: tags.map((tag) => ({
      tag,
      pattern: `^${[...languageOf(tag)].map((char) => written(char, true)).join("")}(?:${SEPARATOR}${TAG_CHAR}{1,8})*$`,
    })),
  };
}

/**
 * The two maps of deploy/nginx.conf that set `$shell_suffix`, the suffix of the shells in
 * the language the query names: ".fr", or "" for English.
 * @param {readonly string[]} tags every language but English
 */
export function nginxShellMap(tags) {
  const { value, languages } = nginxLocalePatterns(tags);
  return [
    "map $args $locale_value {",
    '    default "";',
    `    "~${value}" $1;`,
    "}",
    "map $locale_value $shell_suffix {",
    '    default "";',
    ...languages.map(({ tag, pattern }) => `    "~${pattern}" ".${tag}";`),
    "}",
  ];
}
