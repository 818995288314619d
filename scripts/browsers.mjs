// The browsers the e2e suite and the benchmark drive, and the nginx it serves the build
// with: Debian's packages, since no test tool can download a browser of its own on these
// machines. Each path can be overridden.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

export const XVFB_PATH = "/usr/bin/Xvfb";

/** nginx serves the build in the e2e suite as a host would (deploy/nginx.conf). */
export const NGINX_PATH = process.env.NGINX_PATH || "/usr/sbin/nginx";
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** A plain static server, with no rule of ours: the suite serves the build with Python's. */
export const PYTHON_PATH = "/usr/bin/python3";

/** Each program the suite needs, where it is looked for, and the Debian package that has it. */
export const BROWSER_PACKAGES = [
  { path: CHROMIUM_PATH, defaultPath: "/usr/bin/chromium", apt: "chromium" },
  { path: FIREFOX_PATH, defaultPath: "/usr/bin/firefox-esr", apt: "firefox-esr" },
  { path: WEBKIT_DRIVER_PATH, defaultPath: "/usr/bin/WebKitWebDriver", apt: "webkit2gtk-driver" },
  {
    path: MINIBROWSER_PATH,
    defaultPath: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    apt: "webkit2gtk-driver",
  },
  { path: XVFB_PATH, defaultPath: XVFB_PATH, apt: "xvfb" },
  { path: PYTHON_PATH, defaultPath: PYTHON_PATH, apt: "python3" },
  { path: NGINX_PATH, defaultPath: "/usr/sbin/nginx", apt: "nginx" },
  {
    path: BROTLI_STATIC_MODULE,
    defaultPath: BROTLI_STATIC_MODULE,
    apt: "libnginx-mod-http-brotli-static",
  },
];
