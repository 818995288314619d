// Product Hub in Danish.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

const produkter = ({ count, form }: Count) =>
  form === "one" ? `${count} produkt` : `${count} produkter`;

export const messages: Messages = {
  nav: {
    skip: "Gå til indhold",
    label: "Hovednavigation",
    menu: "Hovedmenu",
  },
  description:
    "Product Hub: Gennemse et katalog med produkter, søg efter navn, og filtrér efter kategori.",
  previewImage: "Kataloget: et gitter af produktkort med navn, kategori og pris.",
  footer: { rights: "Alle rettigheder forbeholdes.", language: "Sprog", change: "Skift" },
  languageLeft: {
    search: (search: string) =>
      `Din søgning ${search} var på det forrige sprog, så den gælder ikke her.`,
    category: (category: string) =>
      `Kategorien ${category} var på det forrige sprog, så den gælder ikke her.`,
    both: (search: string, category: string) =>
      `Din søgning ${search} og kategorien ${category} var på det forrige sprog, så de gælder ikke her.`,
  },
  catalog: {
    title: "Alle produkter",
    empty: "Ingen produkter fundet",
    products: produkter,
    quoted: (text: string) => `»${isolated(text)}«`,
    inCategory: (search: string, category: string) => `${search} i ${category}`,
    noScript: "Kataloget kræver JavaScript: Slå det til for at se produkterne.",
    reset: "Nulstil",
    filterAndSort: "Filtrér og sortér",
  },
  loading: { products: "Indlæser produkter" },
  search: {
    label: "Søg efter produkter efter navn",
    placeholder: "Søg efter et produkt",
    clear: "Ryd søgning",
    submit: "Søg",
    limit: (max: string) => `En søgning kan højst være på ${max} tegn.`,
  },
  price: {
    min: "Minimumspris",
    max: "Maksimumspris",
    any: "Alle",
    hint: "I dollar, f.eks. 25 eller 9,99.",
    notANumber: (field: string) =>
      `${field} ignoreret: Angiv et beløb i dollar, f.eks. 25 eller 9,99.`,
    tooLong: (field: string, max: string) => `${field} ignoreret: højst ${max} tegn.`,
    negative: (field: string) => `${field} ignoreret: En pris kan ikke være negativ.`,
    notWholeCents: (field: string) => `${field} ignoreret: højst to decimaler, f.eks. 9,99.`,
    readAs: (field: string, amount: string) => `${field} læst som ${amount}.`,
    minAboveMax: "Prisinterval ignoreret: Minimumsprisen er højere end maksimumsprisen.",
    between: (min: string, max: string) => `${min} til ${max}`,
    from: (min: string) => `fra ${min}`,
    upTo: (max: string) => `op til ${max}`,
  },
  category: {
    label: "Kategori",
    all: "Alle kategorier",
    unknown: (quoted: string) => `${quoted} – ukendt kategori`,
    pressEnter: "Tryk på Enter for at vise denne kategori",
  },
  sort: {
    label: "Sortér efter",
    featured: "Udvalgte",
    "price-asc": "Pris: lav til høj",
    "price-desc": "Pris: høj til lav",
    "name-asc": "Navn: A–Å",
  },
  card: {
    category: (category: string) => `Kategori: ${category}`,
    price: (price: string) => `Pris: ${price}`,
    viewDetails: "Se detaljer",
    placeholderName: "Produktnavn",
    placeholderCategory: "navn",
  },
  details: { id: "ID", price: "Pris", close: "Luk" },
  share: {
    share: "Del",
    copyLink: "Kopiér link",
    copied: "Linket er kopieret til udklipsholderen.",
    copyThis: "Kopiér dette link:",
  },
  pages: {
    label: "Produktsider",
    previous: "Forrige side",
    next: "Næste side",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Side ${page} af ${pageCount}: produkt ${first}`
        : `Side ${page} af ${pageCount}: produkt ${first}–${last}`,
  },
  progress: {
    label: "Genererer produkter",
    generating: (count: Count) => `Genererer ${produkter(count)}…`,
    someMade: (share: string, count: Count) => `${share} af ${produkter(count)} genereret`,
    allMade: (count: Count) =>
      count.form === "one"
        ? `${produkter(count)} er genereret.`
        : `Alle ${produkter(count)} er genereret.`,
  },
  error: {
    title: "Uventet programfejl!",
    notFound: "404 Ikke fundet",
    notFoundTitle: "Siden blev ikke fundet",
    back: "Tilbage til alle produkter",
  },
  update: {
    available: (brand: string) => `En ny version af ${brand} er tilgængelig.`,
    later: "Senere",
    reload: "Genindlæs",
  },
};
