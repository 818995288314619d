/** The id of the layout's main content, which the skip link and lost focus go to. */
export const MAIN_CONTENT_ID = "main";

/** Moves focus to the main content, without scrolling: where focus goes when its place is gone. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
