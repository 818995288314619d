// Makes sure the e2e suite has its three engines (Chromium, Firefox, WebKit), the
// virtual display WebKit runs in and nginx with its brotli module: installs Debian's
// packages for what is missing when it can (root with apt), and otherwise stops with one
// line that says what to do. Never a silent skip.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { BROWSER_PACKAGES, CHROMIUM_PATH, FIREFOX_PATH, NGINX_PATH } from "./browsers.mjs";

function hasApt() {
  try {
    execFileSync("apt-get", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const missing = BROWSER_PACKAGES.filter(({ path }) => !existsSync(path));
if (missing.length > 0) {
  const packages = [...new Set(missing.map(({ apt }) => apt))];
  const paths = missing.map(({ path }) => path).join(", ");
  // A path set by hand that does not exist is a mistake apt cannot fix.
  const installable = missing.every(({ path, defaultPath }) => path === defaultPath);
  if (process.getuid?.() !== 0 || !hasApt() || !installable) {
    console.error(
      `Missing ${paths}: run "sudo apt-get install -y ${packages.join(" ")}" (or fix the *_PATH variables).`,
    );
    process.exit(1);
  }
  console.log(`Missing ${paths}: installing Debian's ${packages.join(", ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}

/** @type {(command: string, args: string[]) => string} */
const version = (command, args) => execFileSync(command, args, { encoding: "utf8" }).trim();
const webkit = hasApt()
  ? `WebKitGTK ${version("dpkg-query", ["-W", "-f", "${Version}", "webkit2gtk-driver"])}`
  : "WebKitGTK";
console.log(
  `e2e engines: ${version(CHROMIUM_PATH, ["--version"])}, ${version(FIREFOX_PATH, ["--version"])}, ${webkit}, ${spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8" }).stderr.trim()}`,
);
