import { useEffect, useId, useRef } from "react";
import { primaryButton } from "../../components/styles";
import { MAX_SEARCH_LENGTH, type Filters } from "../catalog-params";
import { priceProblemMessage, readPriceRange, type PriceProblem } from "../price-range";
import type { SearchDraft, SearchField } from "../use-catalog";
import { PriceField } from "./price-field";

interface SearchFormProps {
  readonly draft: SearchDraft;
  /** The filters in the URL: the form says why it ignores a price bound among them. */
  readonly applied: Filters;
  /**
   * The field that made the last change, which gets focus once the form shows; a bound the
   * form ignores gets it first, so that why is heard. Null leaves focus alone.
   */
  readonly focus: SearchField | null;
  readonly onDraftChange: (change: Partial<SearchDraft>) => void;
  /** Applies the form; `from` is the field the visitor submitted it from. */
  readonly onSearch: (from: SearchField) => void;
  /** Empties the box, and takes away the search if one is applied. */
  readonly onClear: () => void;
}

/** The form's controls that a submit can come from, by name; focus comes back to it. */
const SUBMITTING_CONTROLS = ["min-price", "max-price", "search-button"] as const;

const problemLine = "text-sm text-red-700 dark:text-red-300";

/** Whether a key pressed in `target` is typing: a text field takes its "/" as text. */
function isTyping(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return ![
      "button",
      "checkbox",
      "color",
      "file",
      "image",
      "radio",
      "range",
      "reset",
      "submit",
    ].includes(target.type);
  }
  return target instanceof HTMLElement && target.isContentEditable;
}

interface ShownProblems {
  readonly min: PriceProblem | null;
  readonly max: PriceProblem | null;
}

/**
 * Why the applied bounds are ignored, said on each field that still holds its bound: once
 * the visitor edits a field, what it said is about text that is gone.
 */
function shownProblems(draft: SearchDraft, applied: Filters): ShownProblems {
  const { min, max } = readPriceRange(applied.minPrice, applied.maxPrice);
  return {
    min: draft.minPrice === applied.minPrice ? min.problem : null,
    max: draft.maxPrice === applied.maxPrice ? max.problem : null,
  };
}

export function SearchForm({
  draft,
  applied,
  focus: changedFrom,
  onDraftChange,
  onSearch,
  onClear,
}: SearchFormProps) {
  const inputId = useId();
  const limitId = useId();
  const minProblemId = useId();
  const maxProblemId = useId();
  const atLimit = draft.query.length >= MAX_SEARCH_LENGTH;
  const problems = shownProblems(draft, applied);
  // Both bounds ignored together have one line, which describes both fields.
  const together = problems.min === "min-above-max" || problems.max === "min-above-max";
  const minLine = problems.min ? minProblemId : undefined;
  const maxLine = problems.max ? (together ? minProblemId : maxProblemId) : undefined;
  const focus =
    changedFrom === null
      ? null
      : problems.min
        ? "min-price"
        : problems.max
          ? "max-price"
          : changedFrom;
  // The reason shows under the field that gets focus: at 400 % zoom it may be below the fold.
  const formRef = useRef<HTMLFormElement>(null);
  const shouldShowReason = focus === "min-price" || focus === "max-price";
  useEffect(() => {
    if (!shouldShowReason) return;
    formRef.current?.querySelector("[data-price-reasons]")?.scrollIntoView({ block: "nearest" });
  }, [shouldShowReason]);

  // "/" anywhere on the page outside a text field goes to the search box, as on many
  // sites; not while a modal is open or the box is covered by the loading step.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const goToSearch = (event: KeyboardEvent) => {
      const box = input.current;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!box || isTyping(event.target) || box.closest("[inert]")) return;
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener("keydown", goToSearch);
    return () => {
      document.removeEventListener("keydown", goToSearch);
    };
  }, []);
  return (
    // From 640 px a grid: the search box, then the price fields and Search, each reason
    // right under the fields it is about.
    <form
      ref={formRef}
      role="search"
      className="flex min-w-0 flex-col gap-3 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end sm:gap-x-3 sm:gap-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const control = document.activeElement;
        const from = SUBMITTING_CONTROLS.find(
          (name) =>
            (control instanceof HTMLInputElement || control instanceof HTMLButtonElement) &&
            control.name === name,
        );
        onSearch(from ?? "search");
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products by name
      </label>
      <div className="relative flex min-w-0">
        <input
          ref={input}
          id={inputId}
          type="search"
          value={draft.query}
          placeholder="Search for a product"
          maxLength={MAX_SEARCH_LENGTH}
          aria-describedby={limitId}
          aria-keyshortcuts="/"
          autoFocus={focus === "search"}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            onDraftChange({ query: event.target.value });
          }}
          onKeyDown={(event) => {
            // Escape empties the box, as the clear button does; in an empty box it does nothing.
            if (event.key !== "Escape" || draft.query === "") return;
            event.preventDefault();
            onClear();
          }}
          // The browsers' own clear buttons differ (Firefox has none): one of ours instead.
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {draft.query !== "" && (
          <button
            type="button"
            aria-label="Clear search"
            className="absolute inset-y-0 right-0 my-auto flex size-9 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            onClick={() => {
              // Focus goes to the box before this button goes away with the text.
              input.current?.focus();
              onClear();
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <PriceField
          label="Min price"
          name="min-price"
          value={draft.minPrice}
          problemId={minLine}
          autoFocus={focus === "min-price"}
          onChange={(minPrice) => {
            onDraftChange({ minPrice });
          }}
        />
        <PriceField
          label="Max price"
          name="max-price"
          value={draft.maxPrice}
          problemId={maxLine}
          autoFocus={focus === "max-price"}
          onChange={(maxPrice) => {
            onDraftChange({ maxPrice });
          }}
        />
        {/* A border of no colour: as tall as the fields beside it. */}
        <button
          type="submit"
          name="search-button"
          autoFocus={focus === "search-button"}
          className={`${primaryButton} border border-transparent`}
        >
          Search
        </button>
      </div>
      {(problems.min ?? problems.max) && (
        // As wide as the fields above it, never wider (w-0 min-w-full): a reason wraps
        // rather than widening their column.
        <div
          data-price-reasons
          className="flex flex-col gap-1 sm:col-start-2 sm:row-start-2 sm:w-0 sm:min-w-full"
        >
          {together ? (
            <p id={minProblemId} className={problemLine}>
              {priceProblemMessage("min-above-max", "Price range")}
            </p>
          ) : (
            <>
              {problems.min && (
                <p id={minProblemId} className={problemLine}>
                  {priceProblemMessage(problems.min, "Min price")}
                </p>
              )}
              {problems.max && (
                <p id={maxProblemId} className={problemLine}>
                  {priceProblemMessage(problems.max, "Max price")}
                </p>
              )}
            </>
          )}
        </div>
      )}
      {/* Says why typing stops, once it does; a status, so it is heard as well. */}
      <p
        id={limitId}
        role="status"
        className={
          atLimit
            ? "text-sm text-slate-600 sm:col-start-1 sm:row-start-2 dark:text-slate-300"
            : "sr-only"
        }
      >
        {atLimit && `Searches are limited to ${String(MAX_SEARCH_LENGTH)} characters.`}
      </p>
    </form>
  );
}
