import { useId, useRef, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { priceLines, type PriceRange } from "../address/price-range";
import { PriceField } from "./price-field";

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
