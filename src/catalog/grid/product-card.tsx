import { useId } from "react";
import { placeholderBar, secondaryButton } from "../../components/styles";
import { useI18n } from "../../i18n/i18n-context";
import { ProductImage } from "./product-image";
import type { Product } from "../data/types";
import { highlightParts, type NamePart } from "../results/highlight";
import { viewDetailsId } from "./view-details-id";

interface ProductCardProps {
  readonly product: Product;
  readonly onViewDetails: (productId: string) => void;
  /** The applied search, whose match in the name is marked; empty marks nothing. */
  readonly query: string;
}

/**
 * The card's frame, its picture and the column beside or under it: shared with the
 * placeholder. On a phone the picture is beside the text, as tall as the card and at most
 * a third of its width, so that a card takes half the height and the first is whole in the
 * first screen (ADR 21). On top, 4:3, from 48rem up, and on a phone whose text is enlarged
 * (under 18rem, 288 px at normal size), where the text needs the whole width.
 */
const cardFrame =
  "flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md max-md:min-[18rem]:flex-row dark:border-slate-700 dark:bg-slate-800";
const cardPicture =
  "aspect-[4/3] max-md:min-[18rem]:aspect-auto max-md:min-[18rem]:w-28 max-md:min-[18rem]:max-w-[33%] max-md:min-[18rem]:shrink-0";
const cardBody = "flex min-w-0 flex-1 flex-col gap-1 p-4 max-md:p-3";
// A word longer than the line (enlarged text) breaks rather than sticking out. At most two
// lines, but a name holding the search's match is whole: beside the picture on a 320 px
// phone the match can be on the third line, and a visitor must see what the search found.
// That card is then taller than a placeholder; the windowed grid measures its rows.
const nameLines = "min-h-12 text-base font-semibold wrap-break-word";
const clampedName = "line-clamp-2";
const detailLine = "text-sm";

/** The name with what the search matched in `<mark>`. */
function ProductName({ parts }: { readonly parts: readonly NamePart[] }) {
  return parts.map(({ text, matched }, index) =>
    matched ? (
      <mark
        key={index}
        className="rounded-sm bg-amber-200 text-slate-950 dark:bg-amber-300 dark:text-slate-950"
      >
        {text}
      </mark>
    ) : (
      text
    ),
  );
}

export function ProductCard({ product, onViewDetails, query }: ProductCardProps) {
  const nameId = useId();
  const textId = useId();
  const {
    messages: { card },
    formats,
    locale,
  } = useI18n();
  const nameParts = highlightParts(product.name, query, locale.tag);
  const clamp = nameParts.some(({ matched }) => matched) ? "" : clampedName;
  return (
    <article className={cardFrame}>
      <ProductImage
        src={product.image}
        name={product.name}
        tintKey={product._id}
        aspect={cardPicture}
      />
      <div className={cardBody}>
        <h2 id={nameId} className={`${nameLines} ${clamp} text-slate-900 dark:text-slate-50`}>
          <ProductName parts={nameParts} />
        </h2>
        <p className={`${detailLine} text-slate-600 dark:text-slate-300`}>
          {card.category(product.category)}
        </p>
        <p className={`${detailLine} font-medium text-slate-900 tabular-nums dark:text-slate-100`}>
          {card.price(formats.price(product.price))}
        </p>
        {/* Named by its text and the product's name: in a screen reader's list of the
            page's buttons, each says which product it opens, not only "View Details". */}
        <button
          type="button"
          id={viewDetailsId(product._id)}
          aria-labelledby={`${textId} ${nameId}`}
          className={`${secondaryButton} mt-auto w-full`}
          onClick={() => {
            onViewDetails(product._id);
          }}
        >
          <span id={textId}>{card.viewDetails}</span>
        </button>
      </div>
    </article>
  );
}

/**
 * The shape of a card before its product exists, line for line the same size, so that
 * nothing moves when the real card takes its place. Hidden from assistive technology:
 * the page says it is loading. Its invisible price asks nothing of `Intl` (see
 * ResultCountPlaceholder).
 */
export function ProductCardPlaceholder() {
  const { card } = useI18n().messages;
  return (
    <article aria-hidden="true" className={cardFrame}>
      <div className={`${cardPicture} bg-slate-100 dark:bg-slate-700/50`} />
      <div className={cardBody}>
        <p className={`${nameLines} ${clampedName}`}>
          <span className={placeholderBar}>{card.placeholderName}</span>
        </p>
        <p className={detailLine}>
          <span className={placeholderBar}>{card.category(card.placeholderCategory)}</span>
        </p>
        <p className={detailLine}>
          <span className={placeholderBar}>{card.price("$0.00")}</span>
        </p>
        <span
          className={`${secondaryButton} mt-auto w-full text-transparent dark:text-transparent forced-colors:invisible`}
        >
          {card.viewDetails}
        </span>
      </div>
    </article>
  );
}
