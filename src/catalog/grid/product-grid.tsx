import type { Product } from "../data/products";
import { ProductCard } from "./product-card";
import { productColumnsClass } from "./product-columns";

interface ProductGridProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
}

export function ProductGrid({ products, onViewDetails }: ProductGridProps) {
  return (
    <ul className={productColumnsClass}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} onViewDetails={onViewDetails} />
        </li>
      ))}
    </ul>
  );
}
