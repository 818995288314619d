import { formatCount } from "./format-count";

/** Made on first use, as formatCount's formatter is: only large catalogues show progress. */
let percentFormat: Intl.NumberFormat | undefined;

interface CatalogProgressProps {
  /** Products made so far. */
  readonly made: number;
  readonly total: number;
}

/**
 * How far a large catalogue has been made: a bar, and a polite status in steps of 10 %
 * (a screen reader hears a few steps, not every chunk). It keeps its row once the
 * catalogue is complete, saying so, so nothing below it moves.
 */
export function CatalogProgress({ made, total }: CatalogProgressProps) {
  const done = made >= total;
  const step = Math.floor((made / total) * 10) / 10;
  percentFormat ??= new Intl.NumberFormat("en", { style: "percent" });
  const text = done
    ? `All ${formatCount(total)} products generated.`
    : `Generating ${formatCount(total)} products… ${percentFormat.format(step)}`;
  return (
    // One row that never wraps: the bar gives way to the text on a narrow screen.
    <div className="flex min-h-6 items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
      <p role="status" className="whitespace-nowrap">
        {text}
      </p>
      {!done && (
        <div
          role="progressbar"
          aria-label="Generating products"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={made}
          aria-valuetext={text}
          className="h-2 w-40 min-w-8 shrink overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full bg-brand" style={{ width: `${String((made / total) * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
