// Product Hub in Dutch.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

const producten = ({ count, form }: Count) =>
  form === "one" ? `${count} product` : `${count} producten`;

export const messages: Messages = {
  nav: {
    skip: "Naar de inhoud",
    label: "Hoofdnavigatie",
    menu: "Hoofdmenu",
  },
  description:
    "Product Hub: blader door een catalogus met producten, zoek ze op naam en filter ze op categorie.",
  previewImage: "De catalogus: een raster van productkaarten met naam, categorie en prijs.",
  footer: { rights: "Alle rechten voorbehouden.", language: "Taal", change: "Wijzigen" },
  languageLeft: {
    search: (search: string) =>
      `Je zoekopdracht ${search} was in de vorige taal, dus die geldt hier niet.`,
    category: (category: string) =>
      `De categorie ${category} was in de vorige taal, dus die geldt hier niet.`,
    both: (search: string, category: string) =>
      `Je zoekopdracht ${search} en de categorie ${category} waren in de vorige taal, dus die gelden hier niet.`,
  },
  catalog: {
    title: "Alle producten",
    empty: "Geen producten gevonden",
    products: producten,
    quoted: (text: string) => `‘${isolated(text)}’`,
    inCategory: (search: string, category: string) => `${search} in ${category}`,
    noScript: "De catalogus heeft JavaScript nodig: zet het aan om de producten te zien.",
    reset: "Herstellen",
    filterAndSort: "Filteren en sorteren",
  },
  loading: { products: "Producten laden" },
  search: {
    label: "Producten zoeken op naam",
    placeholder: "Zoek een product",
    clear: "Zoekopdracht wissen",
    submit: "Zoeken",
    limit: (max: string) => `Een zoekopdracht mag maximaal ${max} tekens lang zijn.`,
  },
  price: {
    min: "Minimumprijs",
    max: "Maximumprijs",
    any: "Alle",
    hint: "In dollar, bijvoorbeeld 25 of 9,99.",
    notANumber: (field: string) =>
      `${field} genegeerd: voer een bedrag in dollar in, bijvoorbeeld 25 of 9,99.`,
    tooLong: (field: string, max: string) => `${field} genegeerd: maximaal ${max} tekens.`,
    negative: (field: string) => `${field} genegeerd: een prijs kan niet negatief zijn.`,
    notWholeCents: (field: string) =>
      `${field} genegeerd: maximaal twee decimalen, bijvoorbeeld 9,99.`,
    readAs: (field: string, amount: string) => `${field} gelezen als ${amount}.`,
    minAboveMax: "Prijsbereik genegeerd: de minimumprijs is hoger dan de maximumprijs.",
    between: (min: string, max: string) => `${min} tot ${max}`,
    from: (min: string) => `vanaf ${min}`,
    upTo: (max: string) => `tot ${max}`,
  },
  category: {
    label: "Categorie",
    all: "Alle categorieën",
    unknown: (quoted: string) => `${quoted} – onbekende categorie`,
    pressEnter: "Druk op Enter om deze categorie te tonen",
  },
  sort: {
    label: "Sorteren op",
    featured: "Uitgelicht",
    "price-asc": "Prijs: laag naar hoog",
    "price-desc": "Prijs: hoog naar laag",
    "name-asc": "Naam: A–Z",
  },
  card: {
    category: (category: string) => `Categorie: ${category}`,
    price: (price: string) => `Prijs: ${price}`,
    viewDetails: "Details bekijken",
    placeholderName: "Productnaam",
    placeholderCategory: "naam",
  },
  details: { id: "ID", price: "Prijs", close: "Sluiten" },
  share: {
    share: "Delen",
    copyLink: "Link kopiëren",
    copied: "Link gekopieerd naar het klembord.",
    copyThis: "Kopieer deze link:",
  },
  pages: {
    label: "Productpagina’s",
    previous: "Vorige pagina",
    next: "Volgende pagina",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Pagina ${page} van ${pageCount}: product ${first}`
        : `Pagina ${page} van ${pageCount}: producten ${first}–${last}`,
  },
  progress: {
    label: "Producten genereren",
    generating: (count: Count) => `${producten(count)} genereren…`,
    someMade: (share: string, count: Count) => `${share} van ${producten(count)} gegenereerd`,
    allMade: (count: Count) =>
      count.form === "one"
        ? `${producten(count)} gegenereerd.`
        : `Alle ${producten(count)} gegenereerd.`,
  },
  error: {
    title: "Onverwachte applicatiefout!",
    notFound: "404 Niet gevonden",
    notFoundTitle: "Pagina niet gevonden",
    back: "Terug naar alle producten",
  },
  update: {
    available: (brand: string) => `Er is een nieuwe versie van ${brand} beschikbaar.`,
    later: "Niet nu",
    reload: "Opnieuw laden",
  },
};
