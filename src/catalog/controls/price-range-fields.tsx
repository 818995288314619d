import { useId, useRef, type ReactNode } from "react";
import { priceProblemMessage, readPriceRange, type PriceProblem } from "../price-range";
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
  /** Put at the end of the fields' row: the form's Search button. */
  readonly children: ReactNode;
}

const problemLine = "text-sm text-red-700 dark:text-red-300";

/**
 * "Min price" and "Max price" (`min` and `max` in the URL), and why an applied bound is
 * ignored, right under the fields, on each field that still holds that bound: once the
 * visitor edits a field, what it said is about text that is gone. Two bounds ignored
 * together (a min above the max) have one line, which describes both fields. A field
 * that says it is ignored brings its reason into view when it gets focus (at 400 % zoom
 * the line may be below the fold).
 */
export function PriceRangeFields({
  appliedMin,
  appliedMax,
  min,
  max,
  onMinChange,
  onMaxChange,
  children,
}: PriceRangeFieldsProps) {
  const minProblemId = useId();
  const maxProblemId = useId();
  const reasons = useRef<HTMLDivElement>(null);
  const range = readPriceRange(appliedMin, appliedMax);
  const minProblem: PriceProblem | null = min === appliedMin ? range.min.problem : null;
  const maxProblem: PriceProblem | null = max === appliedMax ? range.max.problem : null;
  const together = minProblem === "min-above-max" || maxProblem === "min-above-max";
  const showReasons = () => {
    reasons.current?.scrollIntoView({ block: "nearest" });
  };
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-2 gap-y-3">
        <PriceField
          label="Min price"
          name="min"
          value={min}
          problemId={minProblem ? minProblemId : undefined}
          onChange={onMinChange}
          onFocus={showReasons}
        />
        <PriceField
          label="Max price"
          name="max"
          value={max}
          problemId={maxProblem ? (together ? minProblemId : maxProblemId) : undefined}
          onChange={onMaxChange}
          onFocus={showReasons}
        />
        {children}
      </div>
      {(minProblem ?? maxProblem) && (
        // As wide as the fields above it, never wider (w-0 min-w-full): a reason wraps
        // rather than widening their column.
        <div
          ref={reasons}
          className="flex flex-col gap-1 sm:col-start-2 sm:row-start-2 sm:w-0 sm:min-w-full"
        >
          {together ? (
            <p id={minProblemId} className={problemLine}>
              {priceProblemMessage("min-above-max", "Price range")}
            </p>
          ) : (
            <>
              {minProblem && (
                <p id={minProblemId} className={problemLine}>
                  {priceProblemMessage(minProblem, "Min price")}
                </p>
              )}
              {maxProblem && (
                <p id={maxProblemId} className={problemLine}>
                  {priceProblemMessage(maxProblem, "Max price")}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </>
  );
}
