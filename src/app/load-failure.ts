import { MAIN_CONTENT_ID } from "../components/main-content";

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
  // Focus in what leaves (the search box) goes to the content, where the screen is read.
  const hadFocus = main.contains(document.activeElement);
  main.replaceChildren(content);
  if (hadFocus) main.focus();
  document.title = template.title;
}
