// In the entry, so that the stylesheet is linked from index.html and styles the shell.
import "./index.css";

/**
 * The page's entry. The prerendered shell paints first, before any of the app's code is
 * evaluated; then React DOM and the app (with the router) are evaluated one after the
 * other, each in a task of its own, instead of one long task. Their files are not
 * preloaded: on a slow network their download would share the line with the stylesheet's
 * and hold the first paint back (Lighthouse's FCP was 1.7 s with them preloaded, 1.0 s
 * without). scripts/sizes.mjs counts them on the critical path (BOOT_IMPORTS).
 */
await new Promise((resolve) => {
  requestAnimationFrame(() => {
    setTimeout(resolve);
  });
});
await import("react-dom/client");
await import("./main");
