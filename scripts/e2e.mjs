// Runs the browser tests in two passes: the default projects, then `heavy` alone, so
// that 100,000 products and the soak never share the machine's two cores with the other
// browsers (ADR 10). The second pass runs whatever the first's result: a failing journey
// must not hide whether the large catalogues still work. Exits non-zero if either failed,
// after one closing line that counts both. The heavy pass writes what its failures leave
// (screenshot, page snapshot) under test-results/heavy/: Playwright empties its output
// folder as it starts, which would take the first pass's away.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const RESULTS = "test-results";

/** @typedef {{ expected: number, unexpected: number, flaky: number, skipped: number, duration: number }} Stats */

/**
 * One `playwright test` run, its JSON report written beside the list reporter's lines.
 * @param {string} name
 * @param {string[]} args
 * @returns {Stats}
 */
function pass(name, args) {
  const report = join(RESULTS, `${name}.json`);
  const run = spawnSync("npx", ["playwright", "test", ...args], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  try {
    return /** @type {{ stats: Stats }} */ (JSON.parse(readFileSync(report, "utf8"))).stats;
  } catch {
    // No report: the run itself failed (a config error, a server that did not start).
    console.error(`e2e ${name}: playwright exited ${String(run.status)} without a report`);
    return { expected: 0, unexpected: 1, flaky: 0, skipped: 0, duration: 0 };
  }
}

mkdirSync(RESULTS, { recursive: true });
// Further arguments (a file, `-g`) narrow both passes.
const narrowing = process.argv.slice(2);
/** @type {[string, Stats][]} */
const passes = [
  ["main", pass("main", narrowing)],
  ["heavy", pass("heavy", ["--project=heavy", `--output=${join(RESULTS, "heavy")}`, ...narrowing])],
];
for (const [name, stats] of passes) {
  console.log(
    `e2e ${name}: ${String(stats.expected)} passed, ${String(stats.unexpected)} failed, ${String(stats.skipped)} skipped in ${(stats.duration / 60_000).toFixed(1)} min`,
  );
}
const total = (/** @type {keyof Stats} */ key) => passes.reduce((sum, [, s]) => sum + s[key], 0);
const failed = total("unexpected") + total("flaky");
console.log(`${String(total("expected"))} passed, ${String(failed)} failed`);
process.exit(failed === 0 ? 0 : 1);
