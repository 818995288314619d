/**
 * The price fields' texts a search sent, which its history entry keeps (its location's
 * state): the URL keeps each bound as read ("1000" for a Danish "1.000"), and how it was
 * read is said of the text sent.
 */
export interface SentPrices {
  readonly min: string;
  readonly max: string;
}

/** The history entry's state, as the router keeps it, of a search sent with the form. */
export interface SearchState {
  readonly sentPrices: SentPrices;
}

/** The state of the entry a search makes. */
export function searchState(sentPrices: SentPrices): SearchState {
  return { sentPrices };
}

/** The price fields' texts the search that made this entry sent (its location's `state`), if one did. */
export function sentPricesOf(state: unknown): SentPrices | null {
  if (typeof state !== "object" || state === null || !("sentPrices" in state)) return null;
  const { sentPrices } = state;
  if (typeof sentPrices !== "object" || sentPrices === null) return null;
  if (!("min" in sentPrices) || !("max" in sentPrices)) return null;
  const { min, max } = sentPrices;
  return typeof min === "string" && typeof max === "string" ? { min, max } : null;
}
