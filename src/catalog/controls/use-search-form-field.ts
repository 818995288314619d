import { useId, type ChangeEvent, type InputHTMLAttributes } from "react";

interface SearchFormFieldOptions {
  /** Its parameter in the URL. */
  readonly name: string;
  readonly value: string;
  /** The longest text it takes, which is the longest the URL carries. */
  readonly maxLength: number;
  /** The id of the line that is about it, if any. */
  readonly describedBy: string | undefined;
  /** Called with its text as the visitor changes it: the form holds it. */
  readonly onText: (text: string) => void;
}

/**
 * What every text field of the search form (the search box, a price field) is, to spread
 * on its `<input>`, whose `id` its label names: a field the form holds, named as the URL's
 * parameter; a phone's Enter key says Search, which sends the form, and no list of earlier
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
