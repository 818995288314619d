import { PRODUCT_COUNT } from "../constants";

/** The largest catalogue `?count=` may ask for. */
export const MAX_PRODUCT_COUNT = 100_000;

/**
 * The catalogue size from `?count=`: a whole number from 1 to 100,000, else the spec's 12.
 * A bad value is not an error a visitor should see; they get the default catalogue.
 */
export function parseCount(params: URLSearchParams): number {
  const raw = params.get("count");
  if (raw === null || !/^\d{1,6}$/.test(raw)) return PRODUCT_COUNT;
  const count = Number(raw);
  return count >= 1 && count <= MAX_PRODUCT_COUNT ? count : PRODUCT_COUNT;
}
