// `npm audit --omit=dev`, failing on high or critical advisories. Where the advisory
// endpoint cannot be reached (these machines answer HTTP 405), the audit did not run:
// that is said loudly and counts as neither a pass nor a failure.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });

/** @param {string} text */
function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const report = parse(run.stdout);
const counts = report?.metadata?.vulnerabilities;

if (!counts) {
  const reason =
    report?.message ?? report?.error?.summary ?? run.stderr.trim().split("\n").at(-1) ?? "";
  const rule = "!".repeat(78);
  console.log(`${rule}\n!! npm audit NOT RUN: the advisory endpoint could not be reached.`);
  console.log(`!! ${reason}`);
  console.log(`!! Production dependencies were NOT checked for advisories.\n${rule}`);
  process.exit(0);
}

const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
if (blocking > 0) {
  console.error(`npm audit: ${blocking} high or critical advisories. See "npm audit --omit=dev".`);
  process.exit(1);
}
