import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { matchingMediaQueries } from "./test-media";

afterEach(() => {
  cleanup();
  matchingMediaQueries.clear();
});

// jsdom has no modal dialogs. This stand-in only opens and closes, so that component tests
// can read a dialog's content; focus, inertness and Escape are tested in Chromium (e2e/).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event("close"));
};

// jsdom has no matchMedia: a query matches only when a test adds it to matchingMediaQueries.
window.matchMedia = (query: string): MediaQueryList => {
  const list = new EventTarget() as MediaQueryList;
  return Object.assign(list, {
    matches: matchingMediaQueries.has(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
};
