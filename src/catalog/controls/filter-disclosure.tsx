import { type ReactNode, useEffect, useRef } from "react";
import { useMediaQuery } from "../../components/document";

/** Tailwind's `md`, which the served page's script also reads (src/shell-address.ts). */
const FULL_CONTROLS = "(min-width: 48rem)";

interface FilterDisclosureProps {
  readonly label: string;
  /** Sums up what is applied inside, shown after the name. */
  readonly applied: string;
  readonly children: ReactNode;
}

/**
 * Folds the phone's price range, sort and Share into a native `<details>`. Its `open` is no
 * React prop, so hydration never closes it on a visitor who opened it early.
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
      {/* Also shown on wide screens while closed, so a page without scripts can open it. */}
      <summary
        ref={summary}
        className="flex min-h-control cursor-pointer list-none flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm hover:bg-slate-100 md:group-open:hidden dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 [&::-webkit-details-marker]:hidden"
      >
        <span className="min-w-0 font-semibold">{label}</span>
        {/* One line, so nothing below moves when the app fills it in. Its minimum width
            keeps it from vanishing when large text crowds it. */}
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

/** Opens the phone's disclosure if it hides `control`, so the control can take focus. */
export function unfoldTo(control: Element) {
  const folded = control.closest("details");
  if (folded && !folded.open) folded.open = true;
}
