import { type ReactNode, useId, useRef } from "react";
import { fieldLabel } from "../../components/styles";
import { useI18n, useMessages } from "../../i18n/i18n";
import { MAX_PRICE_LENGTH, priceLines, type PriceRange } from "../address/price-range";
import { useSearchFormField } from "./search-box";

/** A price field: what it holds, and whether that is what the URL applies. */
export interface PriceFieldState {
  /** The applied bound, or what the visitor has typed over it. */
  readonly text: string;
  /**
   * Whether the text is the applied bound's: as the URL has it, or as it was typed and
   * sent (the URL keeps it as read).
   */
  readonly sent: boolean;
}

interface PriceRangeFieldsProps {
  /** The URL's bounds, as read. */
  readonly applied: PriceRange;
  readonly min: PriceFieldState;
  readonly max: PriceFieldState;
  readonly onMinChange: (text: string) => void;
  readonly onMaxChange: (text: string) => void;
  /**
   * Whether the line says why an applied bound is ignored, or how it was read: not before
   * the products (the served page, the same for every address, shows the hint).
   */
  readonly judged: boolean;
  /** Put at the end of the fields' row: the form's Search button. */
  readonly children: ReactNode;
}

const problemLine = "text-sm text-red-700 dark:text-red-300";
const noteLine = "text-sm text-slate-600 dark:text-slate-300";

/**
 * "Min price" and "Max price" (`min` and `max` in the URL), and a line under them that
 * is there in every state, so that nothing below moves when the app takes over the
 * prerendered form, which cannot know the address (ADR 13): a hint, or, on each field
 * that still holds its applied bound (once the visitor edits a field, what it said is
 * about text that is gone), why it is ignored or, when its text may mean another amount,
 * the amount it was read as. The line keeps two lines' height, as much as the longest
 * reason takes at 320 px. Two bounds ignored together (a min above the max) have one
 * reason, which describes both fields. A field that says it is ignored brings its reason
 * into view when it gets focus (at 400 % zoom the line may be below the fold).
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
      {/* As wide as the fields above it, never wider (w-0 min-w-full): a reason wraps rather
          than widening their column, a long amount anywhere (at 200 % text it is wider
          than a phone). Two lines of text-sm (min-h-10) at least. */}
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
