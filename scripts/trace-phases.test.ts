import { describe, expect, it } from "vitest";
import { navigationOf, phasesOf } from "./trace-phases.mjs";

const main = { pid: 1, tid: 7 };
const span = (name: string, ts: number, dur: number, thread = main) => ({
  name,
  ph: "X",
  ts,
  dur,
  ...thread,
});
const EVENTS = [
  {
    name: "navigationStart",
    ph: "R",
    ts: 0,
    ...main,
    args: { data: { documentLoaderURL: "http://127.0.0.1:5000/?seed=1" } },
  },
  span("RunTask", 1000, 4000),
  span("ParseHTML", 1000, 600),
  span("DocumentLoader::CommitNavigation", 1600, 400),
  span("v8.compile", 2000, 500),
  span("v8.evaluateModule", 2500, 1500),
  span("v8.compileModule", 3000, 200),
  span("FunctionCall", 4000, 500),
  span("V8.BytecodeBudgetInterrupt", 4300, 100),
  span("RunTask", 8000, 1000),
  span("Layout", 8000, 600),
  span("MinorGC", 8600, 100),
  // Another thread's work is not the page's main thread's.
  span("RunTask", 0, 10_000, { pid: 1, tid: 9 }),
];

describe("phasesOf", () => {
  it("finds the main thread by its navigation", () => {
    expect(navigationOf(EVENTS, "http://127.0.0.1:5000")).toEqual({ ...main, start: 0 });
    expect(() => navigationOf(EVENTS, "http://127.0.0.1:6000")).toThrow();
  });

  it("gives each event its own time, children taken out, and the time with no task idle", () => {
    expect(phasesOf(EVENTS, main, { from: 0, to: 10_000 })).toEqual({
      document: 1,
      compile: 0.8,
      "evaluate modules": 1.3,
      "run scripts": 0.4,
      "style, layout, paint": 0.6,
      "garbage collection": 0.1,
      // The tasks' own time: 0.5 ms of the first, 0.3 ms of the second.
      "other work": 0.8,
      idle: 5,
    });
  });

  it("clips what crosses the window's ends", () => {
    const phases = phasesOf(EVENTS, main, { from: 1500, to: 8300 });
    expect(phases.document).toBe(0.5);
    expect(phases["style, layout, paint"]).toBeCloseTo(0.3);
    expect(phases["garbage collection"]).toBe(0);
    expect(phases.idle).toBe(3);
  });
});
