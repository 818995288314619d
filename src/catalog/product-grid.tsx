import { ProductCard } from "./product-card";
import type { Product } from "./products";

interface ProductGridProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
}

export function ProductGrid({ products, onViewDetails }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} onViewDetails={onViewDetails} />
        </li>
      ))}
    </ul>
  );
}
