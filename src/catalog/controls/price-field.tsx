import { fieldLabel } from "../../components/styles";
import { useMessages } from "../../i18n/i18n-context";
import { MAX_PRICE_LENGTH } from "../address/price-range";
import { useSearchFormField } from "./use-search-form-field";

/**
 * How many characters a field shows at its narrowest (its class's 8ch): a price such as
 * "12345.67" (a `ch` is a digit's width, and its point is narrower). The field grows for a longer value,
 * up to the longest it takes, and the row wraps rather than cutting a digit off.
 */
const SHOWN_CHARACTERS = 8;

interface PriceFieldProps {
  readonly label: string;
  /** The field's name: its parameter in the URL. */
  readonly name: string;
  readonly value: string;
  /** The id of the line under the fields that is about this one: the hint or its reason. */
  readonly describedBy: string | undefined;
  /** Whether the field holds an applied bound that is ignored. */
  readonly ignored: boolean;
  readonly onChange: (value: string) => void;
  /** Called when the field gets focus while it says why its bound is ignored. */
  readonly onFocus: () => void;
}

/**
 * A bound of the price range, in dollars. A text field with a decimal keypad, not
 * `type="number"`: that one hides what it cannot read (its value is empty), changes under
 * the mouse wheel, and takes "1e3"; see ADR 13. What it holds is applied with the search
 * form, and read by `readPriceRange`.
 */
export function PriceField({
  label,
  name,
  value,
  describedBy,
  ignored,
  onChange,
  onFocus,
}: PriceFieldProps) {
  const field = useSearchFormField({
    name,
    value,
    maxLength: MAX_PRICE_LENGTH,
    describedBy,
    onText: onChange,
  });
  const { price } = useMessages();
  return (
    <div className="flex max-w-full flex-col gap-1">
      <label htmlFor={field.id} className={fieldLabel}>
        {label}
      </label>
      <div dir="ltr" className="relative w-fit max-w-full">
        {/* The field's own "$", unless one is typed. An amount as it is typed, left to right
            in every language, its "$" before it. */}
        {!value.trimStart().startsWith("$") && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-field text-slate-600 dark:text-slate-300"
          >
            $
          </span>
        )}
        <input
          {...field}
          type="text"
          inputMode="decimal"
          placeholder={price.any}
          aria-invalid={ignored}
          onFocus={ignored ? onFocus : undefined}
          // Set through the DOM, never as an attribute in the prerendered page (its CSP
          // has no inline styles), and only when the value needs more room.
          style={
            value.length < SHOWN_CHARACTERS
              ? undefined
              : { minWidth: `calc(${String(value.length + 1)}ch + 2rem)` }
          }
          className="h-control w-[calc(8ch+2rem)] max-w-full rounded-lg border border-slate-300 bg-white py-2 pr-1.5 pl-6 text-field text-slate-900 tabular-nums placeholder:text-slate-500 aria-invalid:border-red-700 md:w-[calc(10ch+2rem)] dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400"
        />
      </div>
    </div>
  );
}
