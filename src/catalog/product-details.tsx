import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { focusMainContent } from "../components/document";
import { ShareStatus } from "../components/share-status";
import { primaryButton, secondaryButton } from "../components/styles";
import { useShareLink } from "../components/use-share-link";
import { useI18n } from "../i18n/i18n";
import { type CatalogAddress, withPage, withProduct, withSeed } from "./address/catalog-address";
import type { Catalog, Product } from "./data/model";
import { ProductImage, viewDetailsId } from "./grid/product-card";
import { useGoToAddress } from "./loading-step";

const label = "font-medium text-slate-600 dark:text-slate-300";
const value = "@max-[13rem]:not-last:mb-2";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** Wraps Tab inside the dialog, as the WAI-ARIA dialog pattern asks. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  // The title has focus on open but is not in the Tab order, so Shift+Tab from it would leave.
  const atStart =
    document.activeElement === first ||
    !focusable.some((element) => element === document.activeElement);
  const leaving = event.shiftKey ? atStart : document.activeElement === last;
  if (leaving) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Closes on a backdrop click in every engine, since WebKit has no `closedby="any"`.
 * A backdrop click targets the dialog itself, outside its box.
 */
function closeOnBackdropClick(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // A double click on View Details sends its second click to the new dialog's backdrop.
  if (event.target !== dialog || event.detail > 1) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/** Also scrolls, since a windowed grid may have moved the button while the dialog was open. */
function focusViewDetails(productId: string) {
  const button = document.getElementById(viewDetailsId(productId));
  if (!button) {
    // A product opened from a link may be filtered out, so focus goes to the main content.
    focusMainContent();
    return;
  }
  button.focus({ preventScroll: true });
  button.scrollIntoView({ block: "nearest" });
}

interface ProductDetailsDialogProps {
  readonly product: Product;
  /** The path of a link that reopens this product, for Copy link. */
  readonly link: string;
  /** Called once the dialog has closed, or instead of opening it (see `fromAddress`). */
  readonly onClose: () => void;
  /**
   * The product came with the address, not a click. A large catalogue may make it late,
   * when the visitor has moved on.
   */
  readonly fromAddress: boolean;
}

/**
 * A native modal `<dialog>`. On close, focus goes to the product's View Details button,
 * since Safari does not focus a clicked button and a deep link has no opener.
 */
export function ProductDetailsDialog({
  product,
  link,
  onClose,
  fromAddress,
}: ProductDetailsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const descriptionId = useId();
  const copyLink = useShareLink(link);
  const {
    messages: { category, details, share },
    formats,
  } = useI18n();

  // Details from the address stay unopened once the visitor has focused elsewhere, so
  // nothing steals focus (ADR 8).
  const leaveUnopened = useEffectEvent((dialog: HTMLDialogElement | null) => {
    const focused = document.activeElement;
    const movedOn = fromAddress && focused !== document.body && !dialog?.contains(focused);
    if (movedOn) onClose();
    return movedOn;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (leaveUnopened(dialog)) return;
    dialog?.showModal();
    // Focus starts on the title, so the product's name is heard first. `showModal()`
    // scrolled to the first button, so the dialog scrolls back to its top.
    titleRef.current?.focus({ preventScroll: true });
    if (dialog) dialog.scrollTop = 0;
    return () => {
      // However the dialog closed, focus returns to View Details once the page behind is
      // no longer inert. Focus the visitor has moved elsewhere stays there.
      const focused = document.activeElement;
      const focusWasHere =
        focused === null ||
        focused === document.body ||
        dialog?.contains(focused) === true ||
        focused.id === viewDetailsId(product._id);
      if (focusWasHere) {
        queueMicrotask(() => {
          focusViewDetails(product._id);
        });
      }
    };
  }, [product._id]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onClick={closeOnBackdropClick}
      onKeyDown={keepTabInside}
      className="m-auto w-[calc(100%-min(2rem,5vw))] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-800 dark:text-slate-100 forced-colors:border"
    >
      {/* A close button in the corner, where visitors look, stays in view as the dialog
          scrolls. With no height, it lies over the picture's corner. */}
      <form method="dialog" className="sticky top-0 z-10 flex h-0 justify-end">
        <button
          type="submit"
          className="m-2 inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white/90 text-slate-700 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800/90 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
          <span className="sr-only">{details.close}</span>
        </button>
      </form>
      {/* Padding shrinks on a narrow screen, leaving room for large text. */}
      <div className="@container flex flex-col gap-4 p-[min(1.5rem,5vw)] wrap-break-word">
        {/* The picture's height is capped, so the focused title stays in view below it. */}
        <ProductImage
          src={product.image}
          name={product.name}
          tintKey={product._id}
          aspect="mx-auto aspect-square w-[min(100%,40dvh)] rounded-xl short:w-[min(100%,25dvh)]"
          whole
        />
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none"
        >
          {product.name}
        </h2>
        <p id={descriptionId} className="text-slate-700 dark:text-slate-200">
          {product.description}
        </p>
        {/* Labels sit beside their values when the longest label and price of any language
            fit, and above them otherwise. */}
        <dl className="grid grid-cols-1 gap-x-4 text-sm wrap-anywhere @min-[13rem]:grid-cols-[auto_minmax(0,1fr)] @min-[13rem]:gap-y-2">
          <dt className={label}>{details.id}</dt>
          <dd className={`${value} font-mono break-all`}>{product._id}</dd>
          <dt className={label}>{category.label}</dt>
          <dd className={value}>{product.category}</dd>
          <dt className={label}>{details.price}</dt>
          <dd className={`${value} tabular-nums`}>{formats.price(product.price)}</dd>
        </dl>
        <ShareStatus state={copyLink.state} fieldRef={copyLink.fieldRef} />
        <form method="dialog" className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={copyLink.share}>
            {share.copyLink}
          </button>
          <button type="submit" className={primaryButton}>
            {details.close}
          </button>
        </form>
      </div>
    </dialog>
  );
}

/** Marks a history entry pushed by opening a product from the page. */
const OPENED_FROM_PAGE = { openedFromPage: true } as const;

function openedFromPage(state: unknown): boolean {
  return typeof state === "object" && state !== null && "openedFromPage" in state;
}

/**
 * Keeps the open product in the URL, so a link or a reload reopens it. Opening pushes a
 * history entry, so Back closes the details and Forward reopens them.
 */
export function useOpenProduct(catalog: Catalog, address: CatalogAddress, seed: number | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const goTo = useGoToAddress();
  const { params, productId } = address;
  const entry = useMemo(
    () =>
      productId === null ? undefined : catalog.find(({ product: { _id } }) => _id === productId),
    [catalog, productId],
  );
  const fromPage = openedFromPage(location.state);

  // Updated before the next render, so a double click on View Details pushes one entry.
  const latestOpen = useRef(productId);
  useEffect(() => {
    latestOpen.current = productId;
  }, [productId, location.key]);

  // Read through a ref, so `open` stays the same function and the grid need not re-render.
  const shown = useRef({ params, seed });
  useLayoutEffect(() => {
    shown.current = { params, seed };
  }, [params, seed]);
  const open = useCallback(
    (id: string) => {
      if (latestOpen.current === id) return;
      latestOpen.current = id;
      const { params: current, seed: visitSeed } = shown.current;
      const next = withProduct(visitSeed === null ? current : withSeed(current, visitSeed), id);
      goTo(next, { state: OPENED_FROM_PAGE });
    },
    [goTo],
  );

  return {
    /** The open product, with its place in the generated order. */
    entry,
    fromPage,
    open,
    /** Goes Back if the page opened the product, else takes it out of the address. */
    close: (page: number) => {
      if (fromPage) {
        void navigate(-1);
        return;
      }
      goTo(withPage(withProduct(params, null), page), { replace: true });
    },
  };
}
