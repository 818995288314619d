import { useGoToAddress } from "./loading-step";
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

/** The details' list: a label above its value when they are stacked, beside it otherwise. */
const label = "font-medium text-slate-600 dark:text-slate-300";
const value = "@max-[13rem]:not-last:mb-2";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A modal dialog lets Tab leave for the browser's own controls; the WAI-ARIA pattern
 * (and our visitors) expect it to wrap inside the dialog instead.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  // From the title (focused on open, not itself in the Tab order), Shift+Tab would leave.
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
 * A click on the backdrop reaches the dialog element itself, outside its box. WebKit has
 * no `closedby="any"`, so this closes the dialog the same way in every engine.
 */
function closeOnBackdropClick(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // The second click of a double click on View Details lands on the backdrop of the
  // dialog the first one opened: that is no request to close it.
  if (event.target !== dialog || event.detail > 1) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/**
 * Focus back on the product's View Details button, scrolled into view: the platform may
 * have focused it already without scrolling, and a windowed grid may have moved it while
 * the dialog was open (another width, other columns).
 */
function focusViewDetails(productId: string) {
  const button = document.getElementById(viewDetailsId(productId));
  if (!button) {
    // A product opened from a link may not be among those shown (the filters leave it
    // out): focus goes to the main content rather than to nowhere.
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
  /**
   * Called once the dialog has closed (Escape, the close button or the backdrop), or
   * instead of opening it (see `fromAddress`).
   */
  readonly onClose: () => void;
  /**
   * Whether the product came with the page's address (a link, a reload) rather than from
   * the visitor's click here: a product late in a large catalogue is made seconds after the
   * page shows, and by then the visitor may be typing elsewhere.
   */
  readonly fromAddress: boolean;
}

/**
 * Mounted while a product is open. A native modal `<dialog>`: `showModal()` gives an
 * inert page and Escape. When it leaves, focus goes to the product's View Details button
 * by its id, not to whatever had focus before: Safari does not focus a button on a click,
 * and a deep link opens the dialog with no opener at all.
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

  // Nothing takes focus from a visitor who has moved on: details the address asked for
  // are left unopened once focus is elsewhere, and the address forgets them (ADR 8).
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
    // Focus starts on the title, so that the product's name is what is heard first and
    // Tab goes on to the dialog's buttons. The dialog opens at its top, the picture above
    // the title, even when it must scroll (400 % zoom, a phone held sideways):
    // `showModal()` has scrolled it to the first button it focused.
    titleRef.current?.focus({ preventScroll: true });
    if (dialog) dialog.scrollTop = 0;
    return () => {
      // However the dialog closed (Escape, Close, the backdrop, Back or Forward), focus
      // goes back to the product's View Details button once the dialog has left: the
      // page behind is inert until then, and by then the page has re-rendered (a windowed
      // grid included), so the button stays where it is scrolled to. Focus the visitor
      // has moved elsewhere in the meantime stays there.
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
      {/* A close control in the corner, where a visitor looks for one, and kept there while
          the dialog scrolls (at 200 % text the Close below is screens away). Of no height,
          it lies over the picture's corner rather than above it. */}
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
      {/* A word longer than the line (enlarged text, a narrow phone) breaks rather than
          running into the padding. The margins and padding are no wider than a twentieth of
          the screen, however large the text, which needs the room on a phone. A container,
          for the list's columns below. */}
      <div className="@container flex flex-col gap-4 p-[min(1.5rem,5vw)] wrap-break-word">
        {/* The whole product, square as the photos are: never taller than two fifths of the
            screen, a quarter on a short one (a phone held sideways, 400 % zoom), so that the
            title the dialog focuses is in view under it, on two lines too, however short the
            screen or large the text. */}
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
        {/* Label and value side by side where both fit (13rem: the longest label and price
            of every language, at the list's size), else each value under its label, as at
            200 % text on a phone. Either way a value breaks rather than leaving the box. */}
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

/** The history state of an entry pushed by opening a product from the page. */
const OPENED_FROM_PAGE = { openedFromPage: true } as const;

function openedFromPage(state: unknown): boolean {
  return typeof state === "object" && state !== null && "openedFromPage" in state;
}

/**
 * The product whose details are open lives in the URL (`?product=`, with the seed that
 * made it), so a link or a reload reopens it; an unknown id opens nothing. Opening is a
 * history entry of its own, so Back closes the details and nothing else, and Forward
 * reopens them. Closing an entry the page opened goes Back to where the visitor was;
 * closing one that came from a link takes the product out of that entry instead, and
 * writes in the page it was shown on. `address` is the one the page shows, `seed` the
 * visit's (null before its products). `open` stays the same function, so that the grid
 * need not render again for it.
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

  // The product of the latest request, ahead of the next render: the second click of a
  // double click on View Details must not push a second entry.
  const latestOpen = useRef(productId);
  useEffect(() => {
    latestOpen.current = productId;
  }, [productId, location.key]);

  // The address and seed the page shows now, for `open`.
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
    /** Whether the visitor opened it here, rather than arriving with it in the address. */
    fromPage,
    open,
    /** Closes the details over `page` of the list, which the address keeps. */
    close: (page: number) => {
      if (fromPage) {
        void navigate(-1);
        return;
      }
      goTo(withPage(withProduct(params, null), page), { replace: true });
    },
  };
}
