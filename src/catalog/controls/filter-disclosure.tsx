import { type ReactNode, useEffect, useRef } from "react";
import { useMediaQuery } from "../../components/document";

/**
 * Tailwind's `md` (48rem): from here up the controls are laid out in full, as they were
 * before phones had a compact block. The served page's script reads the same query
 * (src/shell-address.ts).
 */
const FULL_CONTROLS = "(min-width: 48rem)";

interface FilterDisclosureProps {
  /** Its name: "Filter and sort". */
  readonly label: string;
  /** What is applied inside, shown after the name ("$10 to $50 · Price: low to high"). */
  readonly applied: string;
  readonly children: ReactNode;
}

/**
 * On a phone, what the compact block folds away (the price range, the sort and Share) in
 * a native `<details>`: its summary, a button for every reader, says what is applied
 * inside; Escape closes it and gives focus back to the summary. Nothing is lost while it
 * is folded: its fields stay in the search form, and keep what they hold.
 *
 * From 48rem up there is room for all of it, as before: the disclosure is open, its
 * summary hidden, and its box none of its own (`display: contents`), so that what it holds
 * is laid out in the form as if it were not there. Before the first paint the served
 * page's script opens it there; after, only the visitor and this component do (when the
 * window widens, on Escape, and through `unfoldTo` for a field to take focus). Its `open`
 * is the browser's (no React prop), so hydration never fights a visitor who opened it
 * before the app came.
 */
export function FilterDisclosure({ label, applied, children }: FilterDisclosureProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const full = useMediaQuery(FULL_CONTROLS);
  useEffect(() => {
    if (full && details.current) unfoldTo(details.current);
  }, [full]);
  return (
    <details
      ref={details}
      className="group flex flex-col details-content:flex details-content:flex-col details-content:gap-3 open:gap-3 md:contents md:details-content:contents"
      onKeyDown={(event) => {
        const disclosure = details.current;
        if (event.key !== "Escape" || event.defaultPrevented || full || !disclosure?.open) return;
        event.preventDefault();
        disclosure.open = false;
        summary.current?.focus();
      }}
    >
      {/* Shown from 48rem up too while closed: a page without scripts can still open it. */}
      <summary
        ref={summary}
        className="flex min-h-control cursor-pointer list-none flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm hover:bg-slate-100 md:group-open:hidden dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 [&::-webkit-details-marker]:hidden"
      >
        <span className="min-w-0 font-semibold">{label}</span>
        {/* One line whatever it holds: the served page, the same for every address, has
            none of it, so a second line would move what is below when the app comes. Never
            narrower than 8ch, though: at 200 % text the name leaves it no room, and it
            takes a line of its own rather than vanishing. */}
        <span className="min-w-0 flex-1 basis-[8ch] truncate text-slate-600 dark:text-slate-300">
          {applied}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      {children}
    </details>
  );
}

/**
 * Opens the phone's disclosure (FilterDisclosure) if it folds `control` away, so that it
 * can take focus: after the served page's script, the only code that opens it.
 */
export function unfoldTo(control: Element) {
  const folded = control.closest("details");
  if (folded && !folded.open) folded.open = true;
}
