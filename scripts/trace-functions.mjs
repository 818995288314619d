// Which functions the page's main thread ran up to the click, from traces that the bench
// kept (BENCH_TRACES) with V8's samples: `node scripts/trace-functions.mjs <trace.json>...`
// prints each function's own time, the mean over the traces, most first.
import { readFileSync } from "node:fs";
import { navigationOf } from "./trace-phases.mjs";

/**
 * @typedef {{ id: number, callFrame: { functionName?: string, url?: string, lineNumber?: number } }} ProfileNode
 * @typedef {{ name: string, ph: string, ts: number, pid: number, tid: number, id?: string,
 *   args?: { data?: { documentLoaderURL?: string, isLoadingMainFrame?: boolean,
 *     startTime?: number, type?: string, timeDeltas?: number[],
 *     cpuProfile?: { nodes?: ProfileNode[], samples?: number[] } } } }} Event
 */

/**
 * Each function's own time in ms, on the thread that navigated to `url`, from the
 * navigation to the last click dispatched there.
 * @param {Event[]} events @param {string} url
 * @returns {Map<string, number>}
 */
export function functionTimes(events, url) {
  const thread = navigationOf(events, url);
  const onThread = (/** @type {Event} */ event) =>
    event.pid === thread.pid && event.tid === thread.tid;
  const clicks = events.filter(
    (event) =>
      onThread(event) && event.name === "EventDispatch" && event.args?.data?.type === "click",
  );
  const until = clicks.at(-1)?.ts ?? Infinity;
  /** @type {Map<string, number>} */
  const times = new Map();
  for (const profile of events.filter((event) => event.name === "Profile" && onThread(event))) {
    /** @type {Map<number, ProfileNode>} */
    const nodes = new Map();
    let at = profile.args?.data?.startTime ?? 0;
    for (const chunk of events.filter(
      (event) => event.name === "ProfileChunk" && event.id === profile.id,
    )) {
      const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
      for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (cpuProfile?.samples ?? []).forEach((sample, index) => {
        const delta = timeDeltas[index] ?? 0;
        at += delta;
        const node = nodes.get(sample);
        if (!node || at < thread.start || at > until) return;
        const { functionName, url: file = "", lineNumber = -1 } = node.callFrame;
        const name = `${functionName || "(anonymous)"} ${file.replace(/^.*\//, "")}:${String(lineNumber + 1)}`;
        // A sample stands for the time until the next one.
        times.set(name, (times.get(name) ?? 0) + (timeDeltas[index + 1] ?? 0) / 1000);
      });
    }
  }
  return times;
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const files = process.argv.slice(2);
  /** @type {Map<string, number>} */
  const total = new Map();
  for (const file of files) {
    const events = /** @type {{ traceEvents: Event[] }} */ (JSON.parse(readFileSync(file, "utf8")))
      .traceEvents;
    for (const [name, time] of functionTimes(events, "http://127.0.0.1")) {
      total.set(name, (total.get(name) ?? 0) + time);
    }
  }
  const mean = (/** @type {number} */ time) => `${(time / files.length).toFixed(1).padStart(7)} ms`;
  // Minified names say little alone: each script's total first, then the functions.
  /** @type {Map<string, number>} */
  const byScript = new Map();
  for (const [name, time] of total) {
    const script = name.slice(name.lastIndexOf(" ") + 1).replace(/:-?\d+$/, "") || "(native)";
    byScript.set(script, (byScript.get(script) ?? 0) + time);
  }
  for (const [script, time] of [...byScript].sort((a, b) => b[1] - a[1])) {
    console.log(`${mean(time)}  ${script}`);
  }
  console.log("");
  for (const [name, time] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${mean(time)}  ${name}`);
  }
}
