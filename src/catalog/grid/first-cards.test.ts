import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import type { I18n } from "../../i18n/i18n";
import { I18nProvider } from "../../i18n/i18n-context";
import { LOCALES, type LocaleTag } from "../../i18n/locales";
import { productCardTemplate } from "../../prerender";
import { ALL_MESSAGES } from "../../testing/all-messages";
import { makeProduct, SAMPLE_PRODUCTS } from "../../testing/product-fixtures";
import type { Product } from "../data/types";
import { PLACEHOLDER_LIST_ID } from "./card-template";
import { drawnPhotos, failedPhotos } from "./fallback-tile";
import { drawFirstCards } from "./first-cards";
import { ProductCard } from "./product-card";

function i18nOf(tag: LocaleTag): I18n {
  const locale = LOCALES.find((candidate) => candidate.tag === tag);
  if (!locale) throw new Error(`no locale ${tag}`);
  return { locale, messages: ALL_MESSAGES[tag], formats: formatsOf(tag) };
}

/** The first element of HTML the app renders, in this document. */
function parsed(html: string): Element {
  const element = new DOMParser()
    .parseFromString(html, "text/html")
    .querySelector("body > *, head > *");
  if (!element) throw new Error(`no element in ${html}`);
  return document.importNode(element, true);
}

/**
 * The shell as the prerender writes it: the card's template and `count` placeholders, the
 * first `inView` of them in the window (jsdom lays nothing out: all are outside it).
 */
function shell(tag: LocaleTag, count = 12, inView = 0): HTMLUListElement {
  const list = document.createElement("ul");
  list.id = PLACEHOLDER_LIST_ID;
  for (let index = 0; index < count; index += 1) {
    const item = document.createElement("li");
    item.append(document.createElement("article"));
    if (index < inView) item.getBoundingClientRect = () => new DOMRect(0, index * 400, 320, 400);
    list.append(item);
  }
  document.body.replaceChildren(parsed(productCardTemplate(i18nOf(tag))), list);
  return list;
}

/** An element's names, attributes (in any order) and texts, without ids. */
function described(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? "";
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== "id" && name !== "aria-describedby")
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, value }) => ` ${name}="${value}"`)
    .join("");
  return `<${node.localName}${attributes}>${[...node.childNodes].map(described).join("")}</>`;
}

/** The app's card for `product`, as React renders it. */
function appCard(product: Product, tag: LocaleTag): string {
  const html = renderToStaticMarkup(
    createElement(
      I18nProvider,
      { value: i18nOf(tag) },
      createElement(ProductCard, { product, query: "", onViewDetails: () => undefined }),
    ),
  );
  return described(parsed(html));
}

afterEach(() => {
  document.body.replaceChildren();
  drawnPhotos.clear();
  failedPhotos.clear();
});

describe("drawFirstCards", () => {
  it.each(["en", "fr", "he", "zh-CN"] as const)(
    "draws each product as the app's card shows it, in %s",
    (tag) => {
      const list = shell(tag);
      const products = SAMPLE_PRODUCTS.slice(0, 4);
      drawFirstCards(products, tag);
      const drawn = [...list.querySelectorAll(":scope > li > article")].slice(0, 4);
      expect(drawn.map(described)).toEqual(products.map((product) => appCard(product, tag)));
    },
  );

  it("writes the price as the page's Intl does, whatever the build's wrote", () => {
    const list = document.createElement("ul");
    list.id = PLACEHOLDER_LIST_ID;
    list.append(document.createElement("li"));
    const build = i18nOf("uz-Latn");
    const differently = { ...build, formats: { ...build.formats, price: () => "987 654,32 US$" } };
    document.body.replaceChildren(parsed(productCardTemplate(differently)), list);
    drawFirstCards(SAMPLE_PRODUCTS.slice(0, 1), "uz-Latn");
    expect(described(list.querySelector("article") ?? list)).toBe(
      appCard(SAMPLE_PRODUCTS[0] ?? makeProduct({ name: "?" }), "uz-Latn"),
    );
  });

  it("writes a product's text as text, whatever it holds", () => {
    const list = shell("en");
    const odd = makeProduct({ name: "Café $& $1 <b>bold</b> & Co", category: "A & <B>" });
    drawFirstCards([odd], "en");
    expect(list.querySelector("h2")?.textContent).toBe(odd.name);
    expect(list.querySelector("b")).toBeNull();
    expect(list.querySelector("p")?.textContent).toBe("Category: A & <B>");
  });

  it("leaves no id for the copies to repeat, and the placeholders it has no product for", () => {
    const list = shell("en");
    drawFirstCards(SAMPLE_PRODUCTS.slice(0, 2), "en");
    expect(list.querySelectorAll("[id]")).toHaveLength(0);
    expect(list.querySelectorAll("h2")).toHaveLength(2);
    expect(list.querySelectorAll(":scope > li > article")).toHaveLength(12);
  });

  it("takes a photo that cannot load off its tile, as the app's card does", () => {
    const list = shell("en");
    drawFirstCards(SAMPLE_PRODUCTS.slice(0, 1), "en");
    list.querySelector("img")?.dispatchEvent(new Event("error"));
    expect(list.querySelector("img")).toBeNull();
    expect(failedPhotos.has(SAMPLE_PRODUCTS[0]?.image ?? "")).toBe(true);
    expect(list.querySelector("article > div > span")?.textContent).toBe("SH");
  });

  it("loads the photos in the window at once, and lists them for the app's cards until they settle", () => {
    const list = shell("en", 12, 2);
    const products = SAMPLE_PRODUCTS.slice(0, 3).map((product, index) => ({
      ...product,
      image: `https://avatars.example.test/${String(index)}.png`,
    }));
    drawFirstCards(products, "en");
    const photos = [...list.querySelectorAll("img")];
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual([
      "eager",
      "eager",
      "lazy",
    ]);
    const [loads, fails] = products.map((product) => product.image);
    expect([...drawnPhotos.keys()]).toEqual([loads, fails]);
    expect(drawnPhotos.get(loads ?? "")).toBe(photos[0]);

    photos[0]?.dispatchEvent(new Event("load"));
    photos[1]?.dispatchEvent(new Event("error"));
    expect(drawnPhotos.size).toBe(0);
    expect(failedPhotos.has(loads ?? "")).toBe(false);
    expect(failedPhotos.has(fails ?? "")).toBe(true);
  });

  it("draws nothing once the shell is gone (the app has rendered, or an error screen)", () => {
    const list = shell("en");
    document.getElementById(list.id)?.removeAttribute("id");
    drawFirstCards(SAMPLE_PRODUCTS, "en");
    expect(list.querySelectorAll("h2")).toHaveLength(0);
  });
});
