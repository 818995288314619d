import { useEffect, useId, useRef } from "react";
import { primaryButton } from "../../components/styles";
import { MAX_SEARCH_LENGTH } from "../catalog-params";

interface SearchFormProps {
  readonly draft: string;
  readonly autoFocus: boolean;
  readonly onDraftChange: (draft: string) => void;
  readonly onSearch: () => void;
  /** Empties the box, and takes away the search if one is applied. */
  readonly onClear: () => void;
}

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

export function SearchForm({
  draft,
  autoFocus,
  onDraftChange,
  onSearch,
  onClear,
}: SearchFormProps) {
  const inputId = useId();
  const limitId = useId();
  const atLimit = draft.length >= MAX_SEARCH_LENGTH;

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
    <form
      role="search"
      className="flex min-w-0 flex-1 flex-wrap gap-x-2 gap-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products by name
      </label>
      <div className="relative flex min-w-0 flex-1">
        <input
          ref={input}
          id={inputId}
          type="search"
          value={draft}
          placeholder="Search for a product"
          maxLength={MAX_SEARCH_LENGTH}
          aria-describedby={limitId}
          aria-keyshortcuts="/"
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            onDraftChange(event.target.value);
          }}
          onKeyDown={(event) => {
            // Escape empties the box, as the clear button does; in an empty box it does nothing.
            if (event.key !== "Escape" || draft === "") return;
            event.preventDefault();
            onClear();
          }}
          // The browsers' own clear buttons differ (Firefox has none): one of ours instead.
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {draft !== "" && (
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
      <button type="submit" className={primaryButton}>
        Search
      </button>
      {/* Says why typing stops, once it does; a status, so it is heard as well. */}
      <p
        id={limitId}
        role="status"
        className={atLimit ? "w-full text-sm text-slate-600 dark:text-slate-300" : "sr-only"}
      >
        {atLimit && `Searches are limited to ${String(MAX_SEARCH_LENGTH)} characters.`}
      </p>
    </form>
  );
}
