import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { primaryButton, secondaryButton } from "../../components/styles";
import { focusMainContent } from "../../components/main-content";
import { ShareStatus } from "../../components/share-status";
import { useShareLink } from "../../components/use-share-link";
import { useI18n } from "../../i18n/i18n-context";
import type { Product } from "../data/types";
import { ProductImage } from "../grid/product-image";
import { viewDetailsId } from "../grid/view-details-id";

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
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-800 dark:text-slate-100"
    >
      {/* A word longer than the line (enlarged text, a narrow phone) breaks rather than
          running into the padding. */}
      <div className="flex flex-col gap-4 p-6 wrap-break-word">
        <div className="overflow-hidden rounded-xl">
          <ProductImage
            src={product.image}
            name={product.name}
            tintKey={product._id}
            aspect="aspect-banner"
          />
        </div>
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
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{details.id}</dt>
          <dd className="font-mono break-all">{product._id}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">{category.label}</dt>
          <dd>{product.category}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">{details.price}</dt>
          <dd className="tabular-nums">{formats.price(product.price)}</dd>
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
