import { render, screen, waitFor, within } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "./app/routes";
import { createAddressReader } from "./catalog/address/catalog-address";
import { languageChangeOf } from "./catalog/address/language-change";
import { readPriceBound } from "./catalog/address/price-range";
import type { CatalogData } from "./catalog/catalog-page";
import { CATALOG_ROUTE_ID } from "./catalog/catalog-route";
import { formatsOf } from "./i18n/formats";
import { type I18n, I18nProvider } from "./i18n/i18n";
import { LOCALES, type LocaleTag, shellQuery } from "./i18n/locales";
import { messagesOf } from "./i18n/messages/load";
import { renderShell } from "./prerender";
import { completeCatalog, SAMPLE_PRODUCTS } from "./testing/product-fixtures";
import { servedHtml } from "./testing/render-routes";

async function i18nOf(tag: LocaleTag): Promise<I18n> {
  const locale = LOCALES.find((candidate) => candidate.tag === tag);
  if (!locale) throw new Error(`no ${tag}`);
  return { locale, messages: await messagesOf(tag), formats: formatsOf(tag) };
}

/**
 * The listeners the script added to the document and the window, which outlive each
 * test's page.
 */
const added: [EventTarget, ...Parameters<typeof document.addEventListener>][] = [];

/** The page's script, run anew as the browser runs it on each page. */
async function runScript() {
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((...args) => {
      added.push([target, ...args]);
      add(...args);
    });
  }
  vi.resetModules();
  await import("./shell-address");
}

/**
 * The page the build serves in `i18n`'s language, at `address`, once its script has run:
 * the prerendered HTML is the same for every address. The servers send each address its
 * language's page; a host without their rules sends English's to every address.
 */
async function servedAt(address: string, i18n: I18n) {
  history.replaceState(null, "", address);
  Object.assign(document.documentElement, { lang: i18n.locale.tag, dir: i18n.locale.dir });
  const container = document.body.appendChild(
    Object.assign(document.createElement("div"), { id: "root" }),
  );
  container.append(servedHtml(renderShell(`/${shellQuery(i18n.locale)}`, i18n)));
  await runScript();
  return container;
}

/** What the served page's controls show; the two sort dropdowns' orders, one if they agree. */
function shown(container: HTMLElement) {
  const value = (selector: string) =>
    container.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
  const orders = [...container.querySelectorAll<HTMLSelectElement>("select[data-sort]")];
  return {
    q: value("input[name=q]"),
    min: value("input[name=min]"),
    max: value("input[name=max]"),
    category: value("select[name=category]"),
    sort: [...new Set(orders.map((orders) => orders.value))].join(" | "),
  };
}

/**
 * Hydrates `container` as main.tsx does, the router's data `ready` or still to come; any
 * mismatch fails (as a recoverable error).
 */
function hydrate(container: HTMLElement, i18n: I18n, ready?: CatalogData) {
  const mismatches: unknown[] = [];
  const router = createMemoryRouter(createRoutes(i18n.locale), {
    initialEntries: [`${location.pathname}${location.search}`],
    ...(ready && { hydrationData: { loaderData: { [CATALOG_ROUTE_ID]: ready } } }),
  });
  render(
    <StrictMode>
      <I18nProvider value={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
    { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) },
  );
  expect(mismatches).toEqual([]);
}

afterEach(() => {
  history.replaceState(null, "", "/");
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
  document.body.replaceChildren();
  for (const [target, type, listener] of added.splice(0)) {
    target.removeEventListener(type, listener);
  }
});

/** An address, what its served page shows, and what the app shows once it has hydrated it. */
const ADDRESSES = [
  ["a plain visit", "/", { q: "", min: "", max: "", category: "", sort: "featured" }, {}],
  [
    "every filter and an order",
    "/?seed=42&q=chicken&min=100&max=500&category=Sports&sort=price-asc",
    { q: "chicken", min: "100", max: "500", category: "Sports", sort: "price-asc" },
    {},
  ],
  [
    "odd values: spaces, a bound it cannot read, an unknown order, markup in a category",
    "/?q=%20lamp%20&min=abc&category=%3Cb%3E%22A%26B%22&sort=cheapest",
    { q: " lamp ", min: "abc", max: "", category: '<b>"A&B"', sort: "featured" },
    { q: "lamp" },
  ],
  [
    "a search longer than the box takes, with a line break",
    `/?q=${"ab".repeat(60)}%0Acd`,
    { q: `${"ab".repeat(60)}cd`, min: "", max: "", category: "", sort: "featured" },
    { q: "ab".repeat(50) },
  ],
] as const;

describe("the served page's script", () => {
  describe.each(["en", "he", "fr"] as const)("in %s", (tag) => {
    it.each(ADDRESSES)("shows %s; the app hydrates it", async (_, address, served, read) => {
      const i18n = await i18nOf(tag);
      const container = await servedAt(
        tag === "en" ? address : `${address}${address.includes("?") ? "&" : "?"}locale=${tag}`,
        i18n,
      );
      expect(shown(container)).toEqual(served);
      hydrate(container, i18n);
      // A raw value of the address is then shown as the app reads it.
      expect(shown(container)).toEqual({ ...served, ...read });
    });
  });

  it("is hydrated as served even when the router already has the products, then shows them", async () => {
    const i18n = await i18nOf("en");
    const container = await servedAt("/?seed=42&q=a", i18n);
    hydrate(container, i18n, {
      store: completeCatalog(SAMPLE_PRODUCTS),
      count: SAMPLE_PRODUCTS.length,
      seed: 42,
      inSteps: false,
      leave: () => undefined,
      afterChange: false,
      addressOf: createAddressReader(i18n.formats),
    });
    expect(await screen.findAllByRole("button", { name: /^View Details/ })).not.toHaveLength(0);
    expect(screen.getByRole("combobox", { name: "Category" })).toBeEnabled();
  });

  it.each([
    ["?locale=he&seed=42", "he", "rtl"],
    ["?seed=42&locale=FR-ca", "fr", "ltr"],
    ["?locale=zh_CN", "zh-CN", "ltr"],
  ])(
    "hides English's page from %s, which a host without rules sent, in that language and direction",
    async (query, lang, dir) => {
      const container = await servedAt(`/${query}&q=chicken`, await i18nOf("en"));
      expect(container).not.toBeVisible();
      expect(document.documentElement).toHaveAttribute("lang", lang);
      expect(document.documentElement).toHaveAttribute("dir", dir);
      // What the app draws anew (main.tsx) is not filled in for it.
      expect(shown(container).q).toBe("");
    },
  );

  it.each(["?locale=de", "?Locale=he", "?locale=e"])(
    "shows English's page at %s, which asks for no language of ours",
    async (query) => {
      const container = await servedAt(`/${query}&q=chicken`, await i18nOf("en"));
      expect(container).toBeVisible();
      expect(document.documentElement).toHaveAttribute("lang", "en");
      expect(shown(container).q).toBe("chicken");
    },
  );

  it("leaves the products' controls to the app, enabled once they come", async () => {
    const i18n = await i18nOf("en");
    const container = await servedAt("/?seed=4&category=Nothing", i18n);
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(category).toBeDisabled();
    hydrate(container, i18n);
    await waitFor(() => {
      expect(category).toBeEnabled();
    });
    expect(category).toHaveValue("Nothing");
    expect(within(category).getByRole("option", { selected: true })).toHaveTextContent(
      "“\u2068Nothing\u2069” – no such category",
    );
  });
});

describe("a form the browser sends", () => {
  /** Sends `form` as the browser does when nothing prevents it: submit, then its data. */
  function sendByTheBrowser(form: HTMLFormElement, prevent = false) {
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    if (prevent) {
      form.addEventListener(
        "submit",
        (event) => {
          event.preventDefault();
        },
        { once: true },
      );
    }
    form.dispatchEvent(submit);
    // jsdom builds no form data set: the browser's step, with its event.
    const formData = new FormData(form);
    form.dispatchEvent(Object.assign(new Event("formdata"), { formData }));
    return new URLSearchParams(
      [...formData].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    );
  }

  it("keeps the address but the product and the page, with the search form's fields over it", async () => {
    const container = await servedAt(
      "/?seed=42&q=chicken&category=Sports&sort=price-asc&product=x&page=2&count=500",
      await i18nOf("en"),
    );
    const form = container.querySelector<HTMLFormElement>("form[name=search]");
    if (!form) throw new Error("no search form");
    const max = form.elements.namedItem("max") as HTMLInputElement;
    max.value = " 500 ";
    expect(sendByTheBrowser(form).toString()).toBe(
      "seed=42&q=chicken&category=Sports&sort=price-asc&count=500&max=500",
    );
  });

  it("takes out a parameter whose field is left empty", async () => {
    const container = await servedAt("/?seed=42&q=chicken", await i18nOf("en"));
    const form = container.querySelector<HTMLFormElement>("form[name=search]");
    if (!form) throw new Error("no search form");
    (form.elements.namedItem("q") as HTMLInputElement).value = "  ";
    expect(sendByTheBrowser(form).toString()).toBe("seed=42");
  });

  /** The served page's language picker, at `address` in the language `tag`. */
  async function pickerAt(address: string, tag: LocaleTag) {
    const container = await servedAt(address, await i18nOf(tag));
    const select = container.querySelector<HTMLSelectElement>("select[name=locale]");
    if (!select?.form) throw new Error("no language picker");
    return { select, form: select.form };
  }

  it("changes language with the parameters that mean the same in every language", async () => {
    const { select, form } = await pickerAt(
      "/?seed=42&q=chicken&category=Books&sort=price-asc&min=5&max=50&count=20&locale=fr&page=3&product=x",
      "fr",
    );
    select.value = "he";
    expect(sendByTheBrowser(form).toString()).toBe(
      "seed=42&sort=price-asc&min=5&max=50&count=20&locale=he",
    );
  });

  it("before the app, keeps a price bound only as the URL keeps one read, the same in every language", async () => {
    const { select, form } = await pickerAt("/?seed=42&min=9.99&max=1.000&locale=da", "da");
    select.value = "en";
    expect(sendByTheBrowser(form).toString()).toBe("seed=42&min=9.99&locale=en");
  });

  it.each([
    "1000",
    "9.99",
    "0.50",
    "007",
    "1.000",
    "1,000",
    "1.000.000",
    "1,5",
    "1 000",
    "$5",
    "9.9",
    "1".repeat(21),
  ])("keeps the bound %s only if every language reads it as the same amount", async (bound) => {
    const { select, form } = await pickerAt(`/?min=${encodeURIComponent(bound)}`, "en");
    select.value = "fr";
    if (!sendByTheBrowser(form).has("min")) return;
    const amounts = LOCALES.map(({ tag }) => readPriceBound(bound, formatsOf(tag)).cents);
    expect(new Set(amounts).size).toBe(1);
  });

  it("keeps what the app keeps in a change of language, with the same price bounds", async () => {
    const address = "/?seed=42&count=20&q=chicken&sort=price-asc&min=5&max=50&page=2&product=x";
    const { select, form } = await pickerAt(address, "en");
    select.value = "nl";
    const i18n = await i18nOf("en");
    const { query } = languageChangeOf(
      createAddressReader(i18n.formats)(address.slice(1)),
      "nl",
      null,
    );
    expect(sendByTheBrowser(form).toString()).toBe(query);
  });

  it("keeps the whole address when the page's own language is chosen again", async () => {
    const { select, form } = await pickerAt("/?seed=42&q=poulet&category=Livres&locale=fr", "fr");
    expect(select.value).toBe("fr");
    expect(sendByTheBrowser(form).toString()).toBe("seed=42&q=poulet&category=Livres&locale=fr");
  });

  it("leaves a form the app sends itself as it is", async () => {
    const container = await servedAt("/?seed=42&q=chicken", await i18nOf("en"));
    const form = container.querySelector<HTMLFormElement>("form[name=search]");
    if (!form) throw new Error("no search form");
    expect(sendByTheBrowser(form, true).toString()).toBe("q=chicken&min=&max=");
  });
});
