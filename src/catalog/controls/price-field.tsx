import { useId } from "react";
import { fieldLabel } from "../../components/styles";
import { MAX_PRICE_LENGTH } from "../price-range";

interface PriceFieldProps {
  readonly label: string;
  /** The field's name: its parameter in the URL. */
  readonly name: string;
  readonly value: string;
  /** The id of the line saying why the applied bound is ignored, when it is. */
  readonly problemId: string | undefined;
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
export function PriceField({ label, name, value, problemId, onChange, onFocus }: PriceFieldProps) {
  const inputId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className={fieldLabel}>
        {label}
      </label>
      <div className="relative">
        {/* The field's own "$", unless one is typed. */}
        {!value.trimStart().startsWith("$") && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-600 dark:text-slate-300"
          >
            $
          </span>
        )}
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          value={value}
          placeholder="Any"
          maxLength={MAX_PRICE_LENGTH}
          aria-invalid={problemId !== undefined}
          aria-describedby={problemId}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onFocus={problemId === undefined ? undefined : onFocus}
          className="w-20 rounded-lg border border-slate-300 bg-white py-2 pr-2 pl-6 text-sm text-slate-900 tabular-nums placeholder:text-slate-500 aria-invalid:border-red-700 sm:w-28 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400"
        />
      </div>
    </div>
  );
}
