let grouped: Intl.NumberFormat | undefined;

/**
 * A count as English writes it: "12", "100,000". A page's first `Intl.NumberFormat` is a
 * long task of its own (ADR 12), and the default page shows only counts under 1,000, which
 * the formatter would leave as they are: they do without it, and the formatter is made
 * on first use.
 */
export function formatCount(count: number): string {
  if (Number.isSafeInteger(count) && Math.abs(count) < 1000) return String(count);
  grouped ??= new Intl.NumberFormat("en");
  return grouped.format(count);
}
