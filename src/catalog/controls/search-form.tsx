import { useEffect, useId, useRef } from "react";
import { primaryButton } from "../../components/styles";
import { MAX_SEARCH_LENGTH } from "../catalog-params";

interface SearchFormProps {
  readonly draft: string;
  readonly autoFocus: boolean;
  readonly onDraftChange: (draft: string) => void;
  readonly onSearch: () => void;
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

export function SearchForm({ draft, autoFocus, onDraftChange, onSearch }: SearchFormProps) {
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
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
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
