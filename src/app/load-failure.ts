/** Id of the error screen's template in the prerendered shell (scripts/prerender.mjs). */
export const APP_FAILED_ID = "app-failed";

/**
 * Shows the prerendered error screen when the app's code cannot load.
 * Otherwise the shell's controls would look ready but do nothing.
 */
export function showLoadFailure(error: unknown): void {
  const template = document.querySelector<HTMLTemplateElement>(`#${APP_FAILED_ID}`);
  const main = document.querySelector("main");
  if (!template || !main) return;
  const { content } = template;
  content
    .querySelector("p")
    ?.replaceChildren(error instanceof Error ? error.message : String(error));
  const link = content.querySelector("a");
  link?.addEventListener("click", (event) => {
    loadAnew(event, link);
  });
  // Focus in the replaced content moves to main, where the error is read.
  const hadFocus = main.contains(document.activeElement);
  main.replaceChildren(content);
  if (hadFocus) main.focus();
  // The screen takes the served document's language, whatever the page's script chose.
  document.title = template.title;
  document.documentElement.lang = template.lang;
  document.documentElement.dir = template.dir;
  const root = document.getElementById("root");
  if (root) root.hidden = false;
}

/**
 * WebKit caches a module that failed to load and fails the tab's next page with it.
 * So the link first fetches the preloaded chunks again, past every cache.
 */
function loadAnew(event: MouseEvent, link: HTMLAnchorElement): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const chunks = [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];
  void Promise.allSettled(chunks.map(({ href }) => fetch(href, { cache: "reload" }))).then(() => {
    location.assign(link.href);
  });
}
