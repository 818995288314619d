import type { I18n } from "../../i18n/i18n";

/** What the live region says once a filter change has settled: "12 products". */
export function resultMessage(
  count: number,
  { messages, formats }: Pick<I18n, "messages" | "formats">,
): string {
  if (count === 0) return messages.catalog.empty;
  return messages.catalog.products({ count: formats.count(count), form: formats.plural(count) });
}
