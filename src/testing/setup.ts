import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { InThreadWorker } from "./product-fixtures";

// A `findBy…` ends as soon as what it waits for is there; its limit only catches a hang.
// The default 1 s is less than a first render takes on this shared machine under load
// (a render-error test timed out beside a CI run).
configure({ asyncUtilTimeout: 10_000 });

/**
 * What React, React Router or the code under test wrote to console.error or console.warn:
 * any of it fails the test (a test that expects a message replaces the spy and says so).
 */
const consoleProblems: string[] = [];

beforeEach(() => {
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  cleanup();
  matchingMediaQueries.clear();
  const problems = consoleProblems.splice(0);
  if (problems.length > 0) throw new Error(problems.join("\n"));
});

// jsdom ignores `inert`: focus here respects it as a browser's does (browser-focus.ts).
focusAsABrowserDoes();

// jsdom has no modal dialogs. This stand-in only opens and closes, so that component tests
// can read a dialog's content; focus within it, the page it makes inert and Escape are
// tested in Chromium (e2e/).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event("close"));
};

// jsdom has no layout, and no scrollIntoView: scrolling does nothing here; where things
// scroll to is tested in the browsers (e2e/).
Element.prototype.scrollIntoView = function scrollIntoView() {};

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

// jsdom has no workers: the product worker's requests are answered on this thread.
Object.assign(globalThis, { Worker: InThreadWorker });

// jsdom loads no stylesheet. A control drawn twice, one copy for phones and one from 48rem
// up (ADR 21), is here as on a phone, where no media query matches: the wide copy hidden.
const asOnAPhone = document.createElement("style");
asOnAPhone.textContent = ".max-md\\:hidden, .max-sm\\:hidden { display: none; }";
document.head.append(asOnAPhone);

/**
 * Focus as a browser gives it around `inert`, which jsdom ignores: an inert element (or
 * one inside an inert subtree) takes no focus, so `focus()` on it does nothing; and the
 * element that has focus loses it when it becomes inert (HTML's focus fixup, which a
 * browser runs at its next rendering update; here as soon as the DOM has changed). So a
 * component test of a focus rule across the loading step (whose content is inert) fails
 * when the rule breaks, as the page would in a browser.
 */
export function focusAsABrowserDoes(): void {
  const inert = (element: Element) => element.closest("[inert]") !== null;
  // Called below with the element as `this`, as the platform's own.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options) {
    if (!inert(this)) focus.call(this, options);
  };
  new MutationObserver(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && inert(focused)) focused.blur();
  }).observe(document, { subtree: true, childList: true, attributeFilter: ["inert"] });
}

/** Media queries that the jsdom stand-in for matchMedia answers as matching (tests only). */
export const matchingMediaQueries = new Set<string>();
