// @ts-check
// The served page is the same for every address (a static host sends it). Written into
// each prerendered page after #root (scripts/prerender.mjs) and allowed by its hash in the
// CSP (scripts/response-headers.mjs), this runs before the first paint and before any
// module has arrived: the catalogue's controls show the address's choices, as the app's
// first render will (React hydrates these nodes: ADR 19), and a form the browser sends
// keeps the address. Its full-line comments are left out of the page (shell-script.mjs).
(() => {
  const address = new URLSearchParams(location.search);
  const search = document.forms.namedItem("search");
  if (search) {
    // From 48rem up the phone's disclosure is open, its summary hidden, as the app keeps
    // it (src/catalog/controls/filter-disclosure.tsx): the controls are laid out in full.
    const folded = search.querySelector("details");
    if (folded && matchMedia("(min-width: 48rem)").matches) folded.open = true;
    for (const name of ["q", "min", "max"]) {
      const field = search.elements.namedItem(name);
      const value = address.get(name);
      if (field instanceof HTMLInputElement && value !== null) field.value = value;
    }
    const categories = document.querySelector("select[name=category]");
    const category = address.get("category");
    if (categories instanceof HTMLSelectElement && category) {
      categories.add(new Option(category, category, false, true));
    }
    // The sort's row and the phone's copy in the folded controls.
    const sort = address.get("sort");
    for (const orders of document.querySelectorAll("select[data-sort]")) {
      if (
        orders instanceof HTMLSelectElement &&
        [...orders.options].some((o) => o.value === sort)
      ) {
        orders.value = sort ?? "";
      }
    }
  }
  // A GET form the browser sends (the search form before the app has taken it, the
  // language picker always) keeps the address's parameters but the open product and the
  // page, with its own fields written over them; an empty field takes its parameter out.
  // A form the app sends itself has had its default prevented by then.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "get") {
      return;
    }
    // The language picker keeps only the parameters it names (data-keeps: those that mean
    // the same in every language, catalog-params.ts) when it changes the language; what
    // it leaves is noted for the next page to say (catalog/address/language-change.ts).
    // A price bound means the same in every language only as the URL keeps one read
    // (canonicalPrice in catalog/address/price-range.ts): the app writes the bounds it read
    // so into the picker's fields; before it, one written otherwise is left.
    const keeps = form.dataset.keeps?.split(" ");
    const kept = (/** @type {string} */ name, /** @type {string} */ value) =>
      keeps?.includes(name) && (!["min", "max"].includes(name) || /^\d+(\.\d\d)?$/.test(value));
    form.addEventListener(
      "formdata",
      ({ formData }) => {
        const changing = keeps && formData.get("locale") !== document.documentElement.lang;
        const sent = new URLSearchParams();
        const left = new URLSearchParams();
        for (const [name, value] of new URLSearchParams(location.search)) {
          if (name === "product" || name === "page") continue;
          (changing && !kept(name, value) ? left : sent).append(name, value);
        }
        for (const [name, value] of [...formData]) {
          const text = typeof value === "string" ? value.trim() : "";
          if (text === "") sent.delete(name);
          else sent.set(name, text);
          left.delete(name);
          formData.delete(name);
        }
        // The browser sends every line break as CR LF (HTML's form data set): the note names
        // the address as the next page has it.
        const asSent = (/** @type {string} */ text) => text.replace(/\r\n|\r|\n/g, "\r\n");
        const address = new URLSearchParams([...sent].map(([n, v]) => [asSent(n), asSent(v)]));
        for (const [name, value] of address) formData.append(name, value);
        if (changing) {
          try {
            sessionStorage.setItem(
              "product-hub:language-change",
              JSON.stringify({ address: address.toString(), left: left.toString() }),
            );
          } catch {
            // Storage refused: the page changes language all the same, unsaid.
          }
        }
      },
      { once: true },
    );
  });
  // A page the browser shows again as it was left (Back, Forward) shows its own language
  // in the picker, not the one chosen to leave it.
  addEventListener("pageshow", (event) => {
    if (event.persisted) document.forms.namedItem("language")?.reset();
  });
})();
