// The served page's one inline script, bundled into each prerendered page by
// scripts/shell-script.mjs and allowed by its hash. It runs before the first paint and any
// module; React hydrates the nodes it leaves (ADR 19).
import { languageChangeQuery, pricesEveryLanguageReads } from "./catalog/address/language-change";
import { parseLocale } from "./i18n/locales";

const address = new URLSearchParams(location.search);
const page = document.documentElement;
const root = document.getElementById("root");
const locale = parseLocale(address);

if (root && locale.tag !== page.lang) {
  // A host without the servers' rules sends English's document for every address. Hiding it
  // keeps the wrong language off screen until main.tsx draws the page anew.
  page.lang = locale.tag;
  page.dir = locale.dir;
  root.hidden = true;
} else {
  showAddress();
  keepAddressInForms();
}

/** Until the app starts, the served page's controls show the address's choices. */
function showAddress() {
  const search = document.forms.namedItem("search");
  if (!search) return;
  // From 48rem up the disclosure is open, as filter-disclosure.tsx keeps it.
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
  // Both sort dropdowns: the row's, and the phone's in the folded controls.
  const sort = address.get("sort");
  for (const orders of document.querySelectorAll("select[data-sort]")) {
    if (orders instanceof HTMLSelectElement && [...orders.options].some((o) => o.value === sort)) {
      orders.value = sort ?? "";
    }
  }
}

/**
 * Until the app starts, a GET form keeps the address's parameters, as the app's forms do. The
 * language picker keeps what a change of language keeps (language-change.ts).
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
