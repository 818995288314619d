import { type ReactNode, useId, useRef } from "react";
import { fieldLabel } from "../../components/styles";
import { useI18n, useMessages } from "../../i18n/i18n";
import { MAX_PRICE_LENGTH, priceLines, type PriceRange } from "../address/price-range";
import { useSearchFormField } from "./search-box";

export interface PriceFieldState {
  /** The applied bound, or what the visitor has typed over it. */
  readonly text: string;
  /** True while the text is the applied bound, as the URL has it or as it was sent. */
  readonly sent: boolean;
}

interface PriceRangeFieldsProps {
  readonly applied: PriceRange;
  readonly min: PriceFieldState;
  readonly max: PriceFieldState;
  readonly onMinChange: (text: string) => void;
  readonly onMaxChange: (text: string) => void;
  /** Whether the line may judge the applied bounds; before the products it shows the hint. */
  readonly judged: boolean;
  /** The form's Search button, at the end of the fields' row. */
  readonly children: ReactNode;
}

const problemLine = "text-sm text-red-700 dark:text-red-300";
const noteLine = "text-sm text-slate-600 dark:text-slate-300";

/**
 * The line under the fields is always there, so nothing moves when the app takes over
 * (ADR 13). It shows a hint, or why an applied bound is ignored, or how it was read.
 */
export function PriceRangeFields({
  applied,
  min,
  max,
  onMinChange,
  onMaxChange,
  judged,
  children,
}: PriceRangeFieldsProps) {
  const hintId = useId();
  const minLineId = useId();
  const maxLineId = useId();
  const reasons = useRef<HTMLDivElement>(null);
  const i18n = useI18n();
  const { price } = i18n.messages;
  const {
    min: minLine,
    max: maxLine,
    together,
  } = priceLines(
    applied,
    { min: judged && min.sent ? min.text : null, max: judged && max.sent ? max.text : null },
    i18n,
  );
  // The hint shows, and describes both fields, only while neither has a line of its own.
  const hint = minLine || maxLine ? undefined : hintId;
  const showReasons = () => {
    reasons.current?.scrollIntoView({ block: "nearest" });
  };
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-2 gap-y-3">
        <PriceField
          label={price.min}
          name="min"
          value={min.text}
          describedBy={minLine ? minLineId : hint}
          ignored={minLine?.problem ?? false}
          onChange={onMinChange}
          onFocus={showReasons}
        />
        <PriceField
          label={price.max}
          name="max"
          value={max.text}
          describedBy={maxLine ? (together ? minLineId : maxLineId) : hint}
          ignored={maxLine?.problem ?? false}
          onChange={onMaxChange}
          onFocus={showReasons}
        />
        {children}
      </div>
      {/* Never wider than the fields, so a long reason wraps instead of widening them. */}
      <div
        ref={reasons}
        className="min-h-10 wrap-anywhere md:col-start-2 md:row-start-2 md:w-0 md:min-w-full"
      >
        {together ? (
          <p id={minLineId} className={problemLine}>
            {price.minAboveMax}
          </p>
        ) : hint === undefined ? (
          <>
            {minLine && (
              <p id={minLineId} className={minLine.problem ? problemLine : noteLine}>
                {minLine.text}
              </p>
            )}
            {maxLine && (
              <p id={maxLineId} className={maxLine.problem ? problemLine : noteLine}>
                {maxLine.text}
              </p>
            )}
          </>
        ) : (
          <p id={hint} className={noteLine}>
            {price.hint}
          </p>
        )}
      </div>
    </>
  );
}

/** Characters a field shows at its narrowest (its `8ch`); it grows for a longer value. */
const SHOWN_CHARACTERS = 8;

interface PriceFieldProps {
  readonly label: string;
  /** Also its parameter in the URL. */
  readonly name: string;
  readonly value: string;
  /** The hint or this field's reason, on the line under the fields. */
  readonly describedBy: string | undefined;
  /** The field holds an applied bound that is ignored. */
  readonly ignored: boolean;
  readonly onChange: (value: string) => void;
  /** Brings the reason into view, which may be below the fold. */
  readonly onFocus: () => void;
}

/**
 * A text field with a decimal keypad, not `type="number"`, which hides what it cannot read
 * and changes under the mouse wheel (ADR 13).
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
        {/* The field's own "$", unless one is typed. Amounts read left to right in every
            language. */}
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
          // Set only when needed, since the prerendered page's CSP forbids inline styles.
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
