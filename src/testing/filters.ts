import { readPriceParams, type NumberWriting } from "../catalog/address/price-range";
import { formatsOf } from "../i18n/formats";

/**
 * Price bounds as an address's filters hold them, each read from its text as a page that
 * writes numbers as `writing` says reads it (English by default), to spread into filters.
 */
export function priced(min: string, max: string, writing: NumberWriting = formatsOf("en")) {
  const { min: minPrice, max: maxPrice } = readPriceParams(min, max, writing);
  return { minPrice, maxPrice };
}
