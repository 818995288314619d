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
