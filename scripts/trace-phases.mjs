// Where a visit's time goes on the page's main thread, read from a Chromium trace (the
// DevTools protocol's, categories TRACE_CATEGORIES): `npm run bench` reports it per build
// and profile, up to the first click that works. Pure: a trace in, milliseconds out.

/** What the bench records: the timeline's events, V8's compile and evaluate, user timing. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
];

/**
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} ph
 * @property {number} ts microseconds
 * @property {number} [dur] microseconds, for a complete event ("X")
 * @property {number} pid
 * @property {number} tid
 * @property {{ name?: string, data?: { documentLoaderURL?: string, isLoadingMainFrame?: boolean } }} [args]
 */

/** The main thread's work, by kind: each event's own time (its children's taken out). */
export const PHASES = /** @type {const} */ ([
  "document",
  "compile",
  "evaluate modules",
  "run scripts",
  "style, layout, paint",
  "garbage collection",
  // Mostly the tasks' own time, which the trace names no further.
  "other work",
]);

/** @typedef {(typeof PHASES)[number]} Phase */

/** @param {string} name @returns {Phase} */
function phaseOf(name) {
  // The navigation's commit, the HTML and its stylesheets parsed.
  if (/^(ParseHTML|ParseAuthorStyleSheet|DocumentLoader::|HTMLDocumentParser::)/.test(name)) {
    return "document";
  }
  // V8's compilers, the optimising ones a function's budget of bytecode calls in included.
  if (/compile|BytecodeBudgetInterrupt/i.test(name)) return "compile";
  if (name === "v8.evaluateModule" || name === "EvaluateScript") return "evaluate modules";
  if (/GC/.test(name)) return "garbage collection";
  if (
    /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|RecalculateStyles|ScheduleStyleRecalculation|HitTest|PaintImage|Decode Image)$/.test(
      name,
    )
  ) {
    return "style, layout, paint";
  }
  if (
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.callFunction|v8\.newInstance|V8\.Execute|v8\.run|XHRReadyStateChange|FireIdleCallback)$/.test(
      name,
    )
  ) {
    return "run scripts";
  }
  return "other work";
}

/**
 * The renderer's main thread that navigated to `url`, and when: its `navigationStart` mark
 * for a document of that address.
 * @param {TraceEvent[]} events @param {string} url
 */
export function navigationOf(events, url) {
  const start = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.documentLoaderURL?.startsWith(url) === true,
  );
  if (!start) throw new Error(`no navigation to ${url} in the trace`);
  return { pid: start.pid, tid: start.tid, start: start.ts };
}

/**
 * The main thread's time between `from` and `to` (µs of the trace's clock), in ms: each
 * phase's own time, and `idle`, when it ran no task at all (waiting for the network, a
 * worker or a timer). Events are clipped to the window.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {{ from: number, to: number }} window
 * @returns {Record<Phase | "idle", number>}
 */
export function phasesOf(events, { pid, tid }, { from, to }) {
  const slices = events
    .filter(
      (event) =>
        event.ph === "X" &&
        event.pid === pid &&
        event.tid === tid &&
        event.dur !== undefined &&
        event.ts < to &&
        event.ts + (event.dur ?? 0) > from,
    )
    .map((event) => ({
      name: event.name,
      start: Math.max(event.ts, from),
      end: Math.min(event.ts + (event.dur ?? 0), to),
    }))
    // Parents before their children: earlier first, the longer first when they start together.
    .sort((a, b) => a.start - b.start || b.end - a.end);
  /** @type {Record<string, number>} */
  const own = Object.fromEntries([...PHASES, "idle"].map((phase) => [phase, 0]));
  /** @type {{ name: string, start: number, end: number, children: number }[]} */
  const open = [];
  let busyUntil = from;
  let idle = 0;
  const close = (/** @type {number} */ until) => {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= until) {
      const slice = open.pop();
      if (!slice) break;
      const time = slice.end - slice.start;
      const phase = phaseOf(slice.name);
      own[phase] = (own[phase] ?? 0) + time - slice.children;
      const parent = open.at(-1);
      if (parent) parent.children += time;
    }
  };
  for (const slice of slices) {
    close(slice.start);
    if (open.length === 0) {
      idle += Math.max(0, slice.start - busyUntil);
      busyUntil = Math.max(busyUntil, slice.end);
    }
    // A slice that outlasts its parent (rounding) is cut to it.
    const parent = open.at(-1);
    open.push({ ...slice, end: parent ? Math.min(slice.end, parent.end) : slice.end, children: 0 });
  }
  close(Infinity);
  idle += Math.max(0, to - busyUntil);
  own.idle = idle;
  return /** @type {Record<Phase | "idle", number>} */ (
    Object.fromEntries(Object.entries(own).map(([phase, time]) => [phase, time / 1000]))
  );
}
