import { formatsOf, type Formats } from "../../i18n/formats";
import type { LocaleTag } from "../../i18n/locales";
import type { Product } from "../data/types";
import {
  CARD_TEMPLATE_ID,
  PLACEHOLDER_LIST_ID,
  TEMPLATE_PRODUCT,
  unformattedPrice,
} from "./card-template";
import { drawnPhotos, failedPhotos, initialsOf, tintOf } from "./fallback-tile";

/**
 * Everything a card shows of `product` that the template holds as text or in an attribute,
 * in the order the template's values are replaced: a whole value before any text that
 * contains it (the name before its initials). The price as `price` writes it: the
 * template's is as generated, since the build's `Intl` need not write it as the browser's.
 */
function cardValues(product: Product, price: Formats["price"]): string[] {
  return [
    product.name,
    initialsOf(product.name),
    tintOf(product._id),
    product._id,
    product.image,
    product.category,
    price(product.price),
  ];
}

const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * Draws `products` into the shell's placeholder cards, as the app's cards look, while the
 * app's code is still on its way: each card is the shell's template of the app's own card
 * with the template product's values replaced by the product's, in one pass (a value put
 * in is never read again). They stay inert, as the placeholders were, until the app renders
 * over them; they carry no id, which the 12 copies would repeat, and a photo that fails
 * is removed from over its tile. Without the template or the list (the app has rendered,
 * or shown an error screen), it draws nothing.
 */
export function drawFirstCards(products: readonly Product[], locale: LocaleTag): void {
  const template = document.getElementById(CARD_TEMPLATE_ID);
  const list = document.getElementById(PLACEHOLDER_LIST_ID);
  if (!(template instanceof HTMLTemplateElement) || !list) return;
  const { price } = formatsOf(locale);
  const from = cardValues(TEMPLATE_PRODUCT, unformattedPrice);
  const pattern = new RegExp(from.map(escapedForPattern).join("|"), "gu");
  const items = list.querySelectorAll(":scope > li");
  // Read before any card is drawn: one layout.
  const inView = [...items].map((item) => {
    const { top, bottom } = item.getBoundingClientRect();
    return bottom > 0 && top < innerHeight;
  });
  items.forEach((item, index) => {
    const product = products[index];
    if (!product) return;
    const to = cardValues(product, price);
    const replaced = (text: string) =>
      text.replace(pattern, (value) => to[from.indexOf(value)] ?? value);
    const card = template.content.cloneNode(true) as DocumentFragment;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        node.removeAttribute("id");
        node.removeAttribute("aria-describedby");
        for (const attribute of node.attributes) attribute.value = replaced(attribute.value);
      } else {
        node.nodeValue = replaced(node.nodeValue ?? "");
      }
    }
    // A photo that cannot load leaves its tile, and the app's card asks for it no more. One
    // in view loads at once (eager), so that its outcome comes even if the app's card
    // replaces it first; that card waits for it.
    for (const photo of card.querySelectorAll("img")) {
      const src = photo.getAttribute("src") ?? "";
      if (inView[index]) {
        photo.setAttribute("loading", "eager");
        drawnPhotos.set(src, photo);
      }
      photo.addEventListener("load", () => {
        drawnPhotos.delete(src);
      });
      photo.addEventListener("error", () => {
        drawnPhotos.delete(src);
        failedPhotos.add(src);
        photo.remove();
      });
    }
    item.replaceChildren(card);
  });
}
