import { useId, useRef, type ReactNode } from "react";
import { useMessages } from "../../i18n/i18n-context";
import { priceProblemMessage, readPriceRange, type PriceProblem } from "../address/price-range";
import { PriceField } from "./price-field";

interface PriceRangeFieldsProps {
  /** The bounds in the URL, as typed there. */
  readonly appliedMin: string;
  readonly appliedMax: string;
  /** What the fields hold: the applied bound, or what the visitor has typed over it. */
  readonly min: string;
  readonly max: string;
  readonly onMinChange: (text: string) => void;
  readonly onMaxChange: (text: string) => void;
  /**
   * Whether the line says why an applied bound is ignored: not before the products (the
   * served page, the same for every address, shows the hint).
   */
  readonly judged: boolean;
  /** Put at the end of the fields' row: the form's Search button. */
  readonly children: ReactNode;
}

const problemLine = "text-sm text-red-700 dark:text-red-300";

/**
 * "Min price" and "Max price" (`min` and `max` in the URL), and a line under them that
 * is there in every state, so that nothing below moves when the app takes over the
 * prerendered form, which cannot know the address (ADR 13): a hint, or why an applied
 * bound is ignored, on each field that still holds that bound (once the visitor edits a
 * field, what it said is about text that is gone). The line keeps two lines' height, as
 * much as the longest reason takes at 320 px. Two bounds ignored together (a min above the
 * max) have one reason, which describes both fields. A field that says it is ignored
 * brings its reason into view when it gets focus (at 400 % zoom the line may be below the
 * fold).
 */
export function PriceRangeFields({
  appliedMin,
  appliedMax,
  min,
  max,
  onMinChange,
  onMaxChange,
  judged,
  children,
}: PriceRangeFieldsProps) {
  const hintId = useId();
  const minProblemId = useId();
  const maxProblemId = useId();
  const reasons = useRef<HTMLDivElement>(null);
  const messages = useMessages();
  const { price } = messages;
  const range = readPriceRange(appliedMin, appliedMax);
  const minProblem: PriceProblem | null = judged && min === appliedMin ? range.min.problem : null;
  const maxProblem: PriceProblem | null = judged && max === appliedMax ? range.max.problem : null;
  const together = minProblem === "min-above-max" || maxProblem === "min-above-max";
  // The hint shows, and describes both fields, only while neither says it is ignored.
  const hint = minProblem || maxProblem ? undefined : hintId;
  const showReasons = () => {
    reasons.current?.scrollIntoView({ block: "nearest" });
  };
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-2 gap-y-3">
        <PriceField
          label={price.min}
          name="min"
          value={min}
          describedBy={minProblem ? minProblemId : hint}
          ignored={minProblem !== null}
          onChange={onMinChange}
          onFocus={showReasons}
        />
        <PriceField
          label={price.max}
          name="max"
          value={max}
          describedBy={maxProblem ? (together ? minProblemId : maxProblemId) : hint}
          ignored={maxProblem !== null}
          onChange={onMaxChange}
          onFocus={showReasons}
        />
        {children}
      </div>
      {/* As wide as the fields above it, never wider (w-0 min-w-full): a reason wraps rather
          than widening their column. Two lines of text-sm (min-h-10) at least. */}
      <div ref={reasons} className="min-h-10 sm:col-start-2 sm:row-start-2 sm:w-0 sm:min-w-full">
        {together ? (
          <p id={minProblemId} className={problemLine}>
            {price.minAboveMax}
          </p>
        ) : hint === undefined ? (
          <>
            {minProblem && (
              <p id={minProblemId} className={problemLine}>
                {priceProblemMessage(minProblem, price.min, messages)}
              </p>
            )}
            {maxProblem && (
              <p id={maxProblemId} className={problemLine}>
                {priceProblemMessage(maxProblem, price.max, messages)}
              </p>
            )}
          </>
        ) : (
          <p id={hint} className="text-sm text-slate-600 dark:text-slate-300">
            {price.hint}
          </p>
        )}
      </div>
    </>
  );
}
