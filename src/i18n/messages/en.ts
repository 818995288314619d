import { isolated } from "../formats";

export interface Count {
  readonly count: string;
  readonly form: Intl.LDMLPluralRule;
}

/**
 * Every text the page shows or announces. Other languages are typed as `Messages`, so a
 * missing message fails the type check. A count arrives formatted, with its plural form.
 */
export const en = {
  nav: {
    skip: "Skip to content",
    label: "Main",
    menu: "Main menu",
  },
  // The page's description for search engines and link previews.
  description:
    "Product Hub: browse a catalogue of products, search them by name and filter them by category.",
  // The link previews' picture of the catalogue, for those who cannot see it.
  previewImage: "The catalogue: a grid of product cards with their names, categories and prices.",
  // The footer follows "© 2024 Product Hub." with these.
  footer: { rights: "All rights reserved.", language: "Language", change: "Change" },
  // A search or category of the language left matches nothing here. Each arrives quoted.
  languageLeft: {
    search: (search: string) =>
      `Your search ${search} was in the previous language: it does not apply here.`,
    category: (category: string) =>
      `The category ${category} was in the previous language: it does not apply here.`,
    both: (search: string, category: string) =>
      `Your search ${search} and the category ${category} were in the previous language: they do not apply here.`,
  },
  catalog: {
    title: "All Products",
    empty: "No Product Found",
    products: ({ count, form }: Count) => `${count} ${form === "one" ? "product" : "products"}`,
    quoted: (text: string) => `“${isolated(text)}”`,
    inCategory: (search: string, category: string) => `${search} in ${category}`,
    noScript: "The catalogue needs JavaScript: turn it on to see the products.",
    reset: "Reset",
    // The phone's disclosure that holds the price range, the sort and Share.
    filterAndSort: "Filter and sort",
  },
  // The spinner's and the prerendered page's status.
  loading: { products: "Loading products" },
  search: {
    label: "Search products by name",
    placeholder: "Search for a product",
    clear: "Clear search",
    submit: "Search",
    limit: (max: string) => `Searches are limited to ${max} characters.`,
  },
  price: {
    min: "Min price",
    max: "Max price",
    any: "Any",
    hint: "In dollars, such as 25 or 9.99.",
    notANumber: (field: string) =>
      `${field} ignored: enter an amount in dollars, such as 25 or 9.99.`,
    tooLong: (field: string, max: string) => `${field} ignored: at most ${max} characters.`,
    negative: (field: string) => `${field} ignored: a price cannot be negative.`,
    notWholeCents: (field: string) => `${field} ignored: prices are in whole cents, such as 9.99.`,
    readAs: (field: string, amount: string) => `${field} read as ${amount}.`,
    minAboveMax: "Price range ignored: the min price is above the max price.",
    between: (min: string, max: string) => `${min} to ${max}`,
    from: (min: string) => `from ${min}`,
    upTo: (max: string) => `up to ${max}`,
  },
  category: {
    label: "Category",
    all: "All categories",
    unknown: (quoted: string) => `${quoted} – no such category`,
    pressEnter: "Press Enter to show this category",
  },
  sort: {
    label: "Sort by",
    featured: "Featured",
    "price-asc": "Price: low to high",
    "price-desc": "Price: high to low",
    "name-asc": "Name: A–Z",
  },
  // A product card, and the invisible lines of a placeholder card.
  card: {
    category: (category: string) => `Category: ${category}`,
    price: (price: string) => `Price: ${price}`,
    viewDetails: "View Details",
    placeholderName: "Product name",
    placeholderCategory: "name",
  },
  // The details dialog labels its category with `category.label`.
  details: { id: "ID", price: "Price", close: "Close" },
  share: {
    share: "Share",
    copyLink: "Copy link",
    copied: "Link copied to the clipboard.",
    copyThis: "Copy this link:",
  },
  // A long list's pages, around the windowed grid.
  pages: {
    label: "Product pages",
    previous: "Previous page",
    next: "Next page",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Page ${page} of ${pageCount}: product ${first}`
        : `Page ${page} of ${pageCount}: products ${first}–${last}`,
  },
  progress: {
    label: "Generating products",
    generating: ({ count, form }: Count) =>
      `Generating ${count} ${form === "one" ? "product" : "products"}…`,
    someMade: (share: string, { count, form }: Count) =>
      `${share} of ${count} ${form === "one" ? "product" : "products"} generated`,
    allMade: ({ count, form }: Count) =>
      `All ${count} ${form === "one" ? "product" : "products"} generated.`,
  },
  error: {
    title: "Unexpected Application Error!",
    notFound: "404 Not Found",
    notFoundTitle: "Page not found",
    back: "Back to all products",
  },
  update: {
    available: (brand: string) => `A new version of ${brand} is available.`,
    later: "Later",
    reload: "Reload",
  },
};

export type Messages = typeof en;
