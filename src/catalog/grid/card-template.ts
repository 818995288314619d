import type { Formats } from "../../i18n/formats";
import type { Product } from "../data/types";

/** The shell's template of a product card (scripts/prerender.mjs). */
export const CARD_TEMPLATE_ID = "product-card";
/** The shell's list of placeholder cards, which the first products are drawn into. */
export const PLACEHOLDER_LIST_ID = "placeholder-cards";

/**
 * The product the shell's card template is rendered with: characters of Unicode's private
 * use area, which no product's text holds, and a price no product has (faker's go up to
 * 1,000), so that each of the card's values can be found in the template and replaced.
 */
export const TEMPLATE_PRODUCT: Product = {
  _id: "\uE000",
  name: "\uE001 \uE002",
  price: "987654.32",
  description: "",
  image: "\uE003",
  category: "\uE004",
};

/**
 * How the template writes its price: as generated, for `drawFirstCards` to format in the
 * browser, whose `Intl` need not write a language's prices as the build's does.
 */
export const unformattedPrice: Formats["price"] = (price) => price;
