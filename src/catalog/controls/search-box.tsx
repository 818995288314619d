import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from "react";
import { useMessages } from "../../i18n/i18n";
import { MAX_SEARCH_LENGTH } from "../address/catalog-address";

interface SearchBoxProps {
  readonly value: string;
  /** False before the products, as in the prerendered page. */
  readonly clearable: boolean;
  /** The line that says when the box is full. */
  readonly describedBy: string;
  readonly onChange: (text: string) => void;
  /** Also takes away the applied search. */
  readonly onClear: () => void;
}

/** Has its own "Clear search" button, since the browsers' differ and Firefox has none. */
export function SearchBox({ value, clearable, describedBy, onChange, onClear }: SearchBoxProps) {
  const field = useSearchFormField({
    name: "q",
    value,
    maxLength: MAX_SEARCH_LENGTH,
    describedBy,
    onText: onChange,
  });
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(input);
  const { search } = useMessages();
  return (
    <>
      <label htmlFor={field.id} className="sr-only">
        {search.label}
      </label>
      {/* On narrow phones only the placeholder shrinks, so it shows whole. Typed text keeps
          the field's size, so iOS Safari does not zoom in. */}
      <div className="relative flex min-w-0 grow basis-40">
        <input
          ref={input}
          {...field}
          type="search"
          placeholder={search.placeholder}
          aria-keyshortcuts="/"
          onKeyDown={(event) => {
            // In an empty box Escape is left to the page.
            if (event.key !== "Escape" || value === "") return;
            event.preventDefault();
            onClear();
          }}
          className="h-control min-w-0 flex-1 rounded-lg border border-slate-300 bg-white py-2 ps-3 pe-10 text-field text-slate-900 placeholder:text-slate-500 placeholder-shown:pe-3 max-[22rem]:placeholder:text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {clearable && value !== "" && (
          <button
            type="button"
            aria-label={search.clear}
            className="absolute inset-y-0 end-0 my-auto flex size-9 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
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
    </>
  );
}

/** A form field or editable text takes its own "/". */
function takesKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/** "/" outside a form field focuses `box`, unless a dialog or the loading step covers it. */
export function useSearchShortcut(box: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const goToSearch = (event: KeyboardEvent) => {
      const input = box.current;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!input || takesKeys(event.target)) return;
      input.focus();
      if (document.activeElement !== input) return;
      event.preventDefault();
      input.select();
    };
    document.addEventListener("keydown", goToSearch);
    return () => {
      document.removeEventListener("keydown", goToSearch);
    };
  }, [box]);
}

interface SearchFormFieldOptions {
  /** Its parameter in the URL. */
  readonly name: string;
  readonly value: string;
  /** The longest the URL carries. */
  readonly maxLength: number;
  readonly describedBy: string | undefined;
  readonly onText: (text: string) => void;
}

/**
 * Props for a text field of the search form. Autocomplete is off, so no list of earlier
 * entries covers the page.
 */
export function useSearchFormField({
  name,
  value,
  maxLength,
  describedBy,
  onText,
}: SearchFormFieldOptions) {
  return {
    id: useId(),
    name,
    value,
    maxLength,
    "aria-describedby": describedBy,
    autoComplete: "off",
    enterKeyHint: "search",
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onText(event.target.value);
    },
  } as const satisfies InputHTMLAttributes<HTMLInputElement>;
}
