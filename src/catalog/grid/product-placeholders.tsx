import { PRODUCT_COUNT } from "../../constants";
import { ResultCountPlaceholder } from "../results/result-count";
import { ProductCardPlaceholder } from "./product-card";
import { productColumnsClass } from "./product-columns";

const PLACEHOLDERS = Array.from({ length: PRODUCT_COUNT }, (_, index) => index);

/**
 * Where the products will be, before they exist: the count's line and 12 placeholder
 * cards of the real ones' size, so that nothing moves when they come. Nothing here works
 * yet: out of the tab order and of the accessibility tree (the page says it is loading).
 */
export function ProductPlaceholders() {
  return (
    <div inert aria-hidden="true" className="flex flex-col gap-4">
      <ResultCountPlaceholder />
      <ul className={productColumnsClass}>
        {PLACEHOLDERS.map((index) => (
          <li key={index}>
            <ProductCardPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}
