import { PRODUCT_COUNT } from "../constants";
import { generateProducts } from "./products";

/**
 * The catalogue route's loader: products are made once per visit of "/" (a reload gives
 * new ones), not on every React render. Filtering never revalidates it.
 */
export function loadCatalog() {
  return { products: generateProducts(PRODUCT_COUNT) };
}
