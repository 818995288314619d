// Every language's texts, for tests that read the page in any of them (ADR 17).
import type { Messages } from "../src/i18n/messages/en";
import { ALL_MESSAGES } from "../src/testing/languages";

export const MESSAGES = ALL_MESSAGES;

/** The loading status's name in every language: how a page's spinner is recognised in any. */
export const LOADING_LABELS: readonly string[] = Object.values(MESSAGES).map(
  ({ loading }) => loading.products,
);

/** The value a label of the language writes around, in one of a card's lines. */
function labelled(lines: string[], label: (value: string) => string): string {
  const [before = "", after = ""] = label("\0").split("\0");
  const line = lines.find((text) => text.startsWith(before) && text.endsWith(after)) ?? "";
  return line.slice(before.length, line.length - after.length);
}

/** A card's category and its price in cents, read from its lines in the page's language. */
export function readCardLines(lines: string[], { card }: Messages) {
  return {
    category: labelled(lines, card.category),
    // Prices are written with two decimals: their digits are cents in every language.
    cents: Number(labelled(lines, card.price).replace(/\D/g, "")),
  };
}
