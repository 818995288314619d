import { useI18n } from "../../i18n/i18n-context";

interface CatalogProgressProps {
  /** Products made so far. */
  readonly made: number;
  readonly total: number;
}

/**
 * How far a large catalogue has been made: the share made, beside a bar, and a polite
 * status in steps of 10 % (a screen reader hears a few steps, not every chunk). The status
 * says how much is at least made, so it never contradicts the exact share shown, nor the
 * count of products above the list. It keeps its row once the catalogue is complete,
 * saying so, so nothing below it moves.
 */
export function CatalogProgress({ made, total }: CatalogProgressProps) {
  const {
    messages: { progress },
    formats,
  } = useI18n();
  const done = made >= total;
  const share = (steps: number) => formats.percent(Math.floor((made / total) * steps) / steps);
  const counted = { count: formats.count(total), form: formats.plural(total) };
  const generating = progress.generating(counted);
  const percentMade = share(100);
  const shown = `${generating} ${percentMade}`;
  const step = Math.floor((made / total) * 10);
  const announced = done
    ? progress.allMade(counted)
    : step === 0
      ? generating
      : progress.someMade(share(10), counted);
  return (
    // One row that never wraps: the bar gives way to the text on a narrow screen.
    <div className="flex min-h-6 items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
      <p role="status" className={done ? "whitespace-nowrap" : "sr-only"}>
        {announced}
      </p>
      {!done && (
        <>
          <p aria-hidden="true" className="whitespace-nowrap">
            {generating}{" "}
            {/* As wide at 1 % as at 99 %, so that the bar beside it keeps its place. */}
            <span className="inline-block w-[4ch] tabular-nums">{percentMade}</span>
          </p>
          <div
            role="progressbar"
            aria-label={progress.label}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={made}
            aria-valuetext={shown}
            className="h-2 w-40 min-w-8 shrink overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full bg-brand"
              style={{ width: `${String((made / total) * 100)}%` }}
            />
          </div>
        </>
      )}
    </div>
  );
}
