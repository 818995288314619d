// Makes sure the e2e suite has a Chromium: installs Debian's package when it can (root
// with apt), and otherwise stops with one line that says what to do. Never a silent skip.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium.mjs";

function hasApt() {
  try {
    execFileSync("apt-get", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !hasApt() || CHROMIUM_PATH !== "/usr/bin/chromium") {
    console.error(
      `No Chromium at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
