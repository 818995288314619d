import { useId } from "react";
import { primaryButton } from "../components/styles";

interface SearchFormProps {
  readonly draft: string;
  readonly autoFocus: boolean;
  readonly onDraftChange: (draft: string) => void;
  readonly onSearch: () => void;
}

export function SearchForm({ draft, autoFocus, onDraftChange, onSearch }: SearchFormProps) {
  const inputId = useId();
  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 gap-2"
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
    </form>
  );
}
