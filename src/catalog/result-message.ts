import type { Messages } from "../i18n/messages/en";
import { formatCount } from "./format-count";

let plural: Intl.PluralRules | undefined;

/**
 * The plural form English's rules choose for `count`. A whole count is singular only at 1
 * or -1, which needs no `Intl.PluralRules`: none is made while the page starts (ADR 12),
 * and only a fraction (which the rules round first) makes one.
 */
export function pluralForm(count: number): Intl.LDMLPluralRule {
  if (Number.isSafeInteger(count)) return Math.abs(count) === 1 ? "one" : "other";
  plural ??= new Intl.PluralRules("en");
  return plural.select(count);
}

/** What the live region says once a filter change has settled. */
export function resultMessage(count: number, { catalog }: Messages): string {
  if (count === 0) return catalog.empty;
  return catalog.products({ count: formatCount(count), form: pluralForm(count) });
}
