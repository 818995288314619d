import type { Product } from "../data/types";
import { ProductCard } from "./product-card";
import { productColumnsClass } from "./product-columns";

interface ProductGridProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The applied search, marked in the names. */
  readonly query: string;
  /** The id of what describes the list: how many products it holds. */
  readonly describedBy: string;
}

export function ProductGrid({ products, onViewDetails, query, describedBy }: ProductGridProps) {
  return (
    <ul aria-describedby={describedBy} className={productColumnsClass}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} onViewDetails={onViewDetails} query={query} />
        </li>
      ))}
    </ul>
  );
}
