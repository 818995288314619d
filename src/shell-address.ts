// The served page's one inline script: the build bundles this module with what it imports
// (scripts/shell-script.mjs) into each prerendered page after #root, and each server allows
// it by its hash (scripts/response-headers.mjs). It runs before the first paint and before
// any module has arrived; React hydrates the nodes it leaves (ADR 19).
import { languageChangeQuery, pricesEveryLanguageReads } from "./catalog/address/language-change";
import { parseLocale } from "./i18n/locales";

const address = new URLSearchParams(location.search);
const page = document.documentElement;
const root = document.getElementById("root");
const locale = parseLocale(address);

if (root && locale.tag !== page.lang) {
  // A host without the servers' rules sends one document for every address, English's.
  // The app draws the page of another language anew (main.tsx); until then nothing shows
  // in the wrong language, and the page has its language and direction from the first paint.
  page.lang = locale.tag;
  page.dir = locale.dir;
  root.hidden = true;
} else {
  showAddress();
  keepAddressInForms();
}

/** Until the app has started, the served page's controls show the address's choices. */
function showAddress() {
  const search = document.forms.namedItem("search");
  if (!search) return;
  // From 48rem up the phone's disclosure is open, its summary hidden, as the app keeps it
  // (src/catalog/controls/filter-disclosure.tsx): the controls are laid out in full.
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
    if (orders instanceof HTMLSelectElement && [...orders.options].some((o) => o.value === sort)) {
      orders.value = sort ?? "";
    }
  }
}

/**
 * Until the app has started (it sends them itself then), a GET form the browser sends
 * keeps the address's parameters. The search form keeps them all but the open product and
 * the page, its own fields written over them; an empty field takes its parameter out. The
 * language picker asks what a change of language keeps (language-change.ts).
 */
function keepAddressInForms() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "get") {
      return;
    }
    form.addEventListener(
      "formdata",
      ({ formData }) => {
        const chosen = formData.get("locale");
        const sent = new URLSearchParams(
          typeof chosen === "string"
            ? languageChangeQuery(address, chosen, pricesEveryLanguageReads(address), null).query
            : address,
        );
        sent.delete("product");
        sent.delete("page");
        for (const [name, value] of [...formData]) {
          const text = typeof value === "string" ? value.trim() : "";
          if (text === "") sent.delete(name);
          else sent.set(name, text);
          formData.delete(name);
        }
        for (const [name, value] of sent) formData.append(name, value);
      },
      { once: true },
    );
  });
}
