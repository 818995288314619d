import { MAIN_CONTENT_ID } from "../components/document";

/** The id of the catalogue shell's template of the error screen (scripts/prerender.mjs). */
export const APP_FAILED_ID = "app-failed";

/**
 * Puts the shell's prerendered error screen, with `error`'s message and its title, in place
 * of the page's content: the app's code could not load (a request failed on a flaky line),
 * and the shell's controls would otherwise look ready and do nothing, for good. Its link
 * loads the catalogue anew.
 */
export function showLoadFailure(error: unknown): void {
  const template = document.querySelector<HTMLTemplateElement>(`#${APP_FAILED_ID}`);
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!template || !main) return;
  const { content } = template;
  content
    .querySelector("p")
    ?.replaceChildren(error instanceof Error ? error.message : String(error));
  const link = content.querySelector("a");
  link?.addEventListener("click", (event) => {
    loadAnew(event, link);
  });
  // Focus in what leaves (the search box) goes to the content, where the screen is read.
  const hadFocus = main.contains(document.activeElement);
  main.replaceChildren(content);
  if (hadFocus) main.focus();
  // The screen is in the served document's language, even where the page's script had
  // hidden that document for another language's (shell-address.ts).
  document.title = template.title;
  document.documentElement.lang = template.lang;
  document.documentElement.dir = template.dir;
  const root = document.getElementById("root");
  if (root) root.hidden = false;
}

/**
 * The error screen's link, which loads the catalogue anew. WebKit keeps a module that
 * failed to load in its memory cache, and gives that failure again to the next page of the
 * tab (seen in WebKitGTK 2.50): the app's chunks (those the page preloads) are asked for
 * anew, past every cache, before the link is followed.
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
