import { createContext, useContext, useId, useState } from "react";
import { placeholderBar, secondaryButton } from "../../components/styles";
import { useI18n } from "../../i18n/i18n";
import { highlightParts, type NamePart } from "../../i18n/search-fold";
import type { Product } from "../data/model";

interface ProductCardProps {
  readonly product: Product;
  readonly onViewDetails: (productId: string) => void;
  /** The applied search, marked in the name. */
  readonly query: string;
}

/**
 * Shared with the placeholder. On a phone the picture sits beside the text, so the first
 * card fits whole in the first screen (ADR 21).
 */
const cardFrame =
  "flex h-full flex-col overflow-hidden rounded-xl print:break-inside-avoid border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md max-md:min-[18rem]:flex-row print:flex-row print:shadow-none dark:border-slate-700 dark:bg-slate-800";
const cardPicture =
  "aspect-[4/3] max-md:min-[18rem]:aspect-auto max-md:min-[18rem]:w-28 max-md:min-[18rem]:max-w-[33%] max-md:min-[18rem]:shrink-0 print:aspect-auto print:w-24 print:shrink-0";
const cardBody = "flex min-w-0 flex-1 flex-col gap-1 p-4 max-md:p-3";
// A name clamps to two lines, unless it holds the search's match, which the visitor must
// see. The windowed grid measures such taller rows.
const nameLines = "min-h-12 text-base font-semibold wrap-break-word";
const clampedName = "line-clamp-2";
const detailLine = "text-sm";

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
        {/* Labelled with the product's name too, so a screen reader's list of buttons says
            which product each opens. */}
        <button
          type="button"
          id={viewDetailsId(product._id)}
          aria-labelledby={`${textId} ${nameId}`}
          className={`${secondaryButton} mt-auto w-full print:hidden`}
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
 * Matches a card line for line, so nothing moves when the real card replaces it. Hidden
 * from assistive technology, since the page says it is loading.
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

interface ProductImageProps {
  readonly src: string;
  readonly name: string;
  readonly tintKey: string;
  readonly aspect?: string;
  /** Shows the whole photo instead of cropping it to the frame. */
  readonly whole?: boolean;
}

/**
 * The initials tile lies under the photo, which is removed if it fails. The photo's text is
 * transparent because Firefox paints alt text over the tile while the image loads.
 */
export function ProductImage({
  src,
  name,
  tintKey,
  aspect = "aspect-[4/3]",
  whole = false,
}: ProductImageProps) {
  const failedPhotos = useFailedPhotos();
  const [failed, setFailed] = useState(() => failedPhotos?.has(src) ?? false);
  return (
    <div className={`relative ${aspect} min-h-14 overflow-hidden ${tintOf(tintKey)}`}>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-4xl font-bold tracking-wide"
      >
        {initialsOf(name)}
      </span>
      {failed ? (
        <span role="img" aria-label={name} className="absolute inset-0" />
      ) : (
        <img
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          width={512}
          height={512}
          onError={() => {
            failedPhotos?.add(src);
            setFailed(true);
          }}
          className={`absolute inset-0 h-full w-full ${whole ? "object-contain" : "object-cover"} text-transparent forced-colors:forced-color-adjust-none`}
        />
      )}
    </div>
  );
}

/** Each text colour meets WCAG AA contrast on its tint, light and dark. */
const TINTS = [
  "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
  "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  "bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200",
] as const;

/** The first letters of the first and last words: "Sleek Cotton Hat" → "SH". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== "");
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words;
  return ends.map((word = "") => (Array.from(word)[0] ?? "").toUpperCase()).join("");
}

export function tintOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? TINTS[0];
}

/**
 * Photos that failed on this page. A remounted card shows its tile at once, since asking
 * the host again would only fail again.
 */
export const FailedPhotos = createContext<Set<string> | null>(null);

/** A card outside a catalogue page remembers no failed photos. */
export function useFailedPhotos(): Set<string> | null {
  return useContext(FailedPhotos);
}

/** Focus returns to this button after the details close. */
export function viewDetailsId(productId: string): string {
  return `view-details-${productId}`;
}
