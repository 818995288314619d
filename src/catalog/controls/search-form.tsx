import { useId } from "react";
import { primaryButton } from "../../components/styles";
import { MAX_SEARCH_LENGTH } from "../catalog-params";

interface SearchFormProps {
  readonly draft: string;
  readonly autoFocus: boolean;
  readonly onDraftChange: (draft: string) => void;
  readonly onSearch: () => void;
}

export function SearchForm({ draft, autoFocus, onDraftChange, onSearch }: SearchFormProps) {
  const inputId = useId();
  const limitId = useId();
  const atLimit = draft.length >= MAX_SEARCH_LENGTH;
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
        id={inputId}
        type="search"
        value={draft}
        placeholder="Search for a product"
        maxLength={MAX_SEARCH_LENGTH}
        aria-describedby={limitId}
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
