import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { primaryButton } from "../components/styles";
import type { Product } from "./products";
import { viewDetailsId } from "./view-details-id";

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
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

function focusViewDetails(productId: string) {
  document.getElementById(viewDetailsId(productId))?.focus();
}

interface ProductDetailsDialogProps {
  readonly product: Product;
  /** Called once the dialog has closed (Escape, the close button or the backdrop). */
  readonly onClose: () => void;
}

/**
 * Mounted while a product is open. A native modal `<dialog>`: `showModal()` gives an
 * inert page and Escape. On close, focus goes to the product's View Details
 * button by its id, not to whatever had focus before: Safari does not focus a button on
 * a click, and a deep link opens the dialog with no opener at all.
 */
export function ProductDetailsDialog({ product, onClose }: ProductDetailsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    // Focus starts on the title, so the dialog opens at its top even when it must scroll
    // (400 % zoom, a phone held sideways); Tab goes on to the Close button.
    titleRef.current?.focus();
    return () => {
      // Closed by Back or Forward, the dialog leaves without a close event, and focus
      // inside it would fall to the page's body. A layout effect sees the focus before the
      // dialog leaves the document; the page behind stays inert until it has left.
      if (dialog?.contains(document.activeElement)) {
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
      onClose={() => {
        focusViewDetails(product._id);
        onClose();
      }}
      onClick={closeOnBackdropClick}
      onKeyDown={keepTabInside}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-800 dark:text-slate-100"
    >
      <div className="flex flex-col gap-4 p-6">
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
          <dt className="font-medium text-slate-600 dark:text-slate-300">ID</dt>
          <dd className="font-mono break-all">{product._id}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">Category</dt>
          <dd>{product.category}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">Price</dt>
          <dd className="tabular-nums">${product.price}</dd>
        </dl>
        <form method="dialog" className="flex justify-end">
          <button type="submit" className={primaryButton}>
            Close
          </button>
        </form>
      </div>
    </dialog>
  );
}
