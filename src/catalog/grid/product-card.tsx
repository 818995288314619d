import { useId } from "react";
import { secondaryButton } from "../../components/styles";
import { ProductImage } from "./product-image";
import type { Product } from "../data/products";
import { viewDetailsId } from "./view-details-id";

interface ProductCardProps {
  readonly product: Product;
  readonly onViewDetails: (productId: string) => void;
}

export function ProductCard({ product, onViewDetails }: ProductCardProps) {
  const nameId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-800">
      <ProductImage src={product.image} name={product.name} tintKey={product._id} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2
          id={nameId}
          className="line-clamp-2 min-h-12 text-base font-semibold text-slate-900 dark:text-slate-50"
        >
          {product.name}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">Category: {product.category}</p>
        <p className="text-sm font-medium text-slate-900 tabular-nums dark:text-slate-100">
          Price: ${product.price}
        </p>
        <button
          type="button"
          id={viewDetailsId(product._id)}
          aria-describedby={nameId}
          className={`${secondaryButton} mt-auto w-full`}
          onClick={() => {
            onViewDetails(product._id);
          }}
        >
          View Details
        </button>
      </div>
    </article>
  );
}
