// Product Hub in Hungarian.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

export const messages: Messages = {
  nav: {
    skip: "Ugrás a tartalomra",
    label: "Fő navigáció",
    menu: "Főmenü",
  },
  description:
    "Product Hub: böngésszen a termékkatalógusban, keressen név szerint, és szűrjön kategória szerint.",
  previewImage: "A katalógus: termékkártyák rácsa névvel, kategóriával és árral.",
  footer: { rights: "Minden jog fenntartva.", language: "Nyelv", change: "Váltás" },
  languageLeft: {
    search: (search: string) =>
      `A keresett szöveg (${search}) az előző nyelven volt, ezért itt nem érvényes.`,
    category: (category: string) =>
      `A kategória (${category}) az előző nyelven volt, ezért itt nem érvényes.`,
    both: (search: string, category: string) =>
      `A keresett szöveg (${search}) és a kategória (${category}) az előző nyelven volt, ezért itt nem érvényesek.`,
  },
  catalog: {
    title: "Összes termék",
    empty: "Nem található termék",
    products: ({ count }: Count) => `${count} termék`,
    quoted: (text: string) => `„${isolated(text)}”`,
    inCategory: (search: string, category: string) => `${search} itt: ${category}`,
    noScript: "A katalógushoz JavaScript szükséges: kapcsolja be a termékek megtekintéséhez.",
    reset: "Visszaállítás",
    filterAndSort: "Szűrés és rendezés",
  },
  loading: { products: "Termékek betöltése" },
  search: {
    label: "Termékek keresése név szerint",
    placeholder: "Termék keresése",
    clear: "Keresés törlése",
    submit: "Keresés",
    limit: (max: string) => `A keresés legfeljebb ${max} karakter lehet.`,
  },
  price: {
    min: "Minimális ár",
    max: "Maximális ár",
    any: "Bármi",
    hint: "Dollárban, például 25 vagy 9,99.",
    notANumber: (field: string) =>
      `${field} figyelmen kívül hagyva: adjon meg egy összeget dollárban, például 25 vagy 9,99.`,
    tooLong: (field: string, max: string) =>
      `${field} figyelmen kívül hagyva: legfeljebb ${max} karakter.`,
    negative: (field: string) => `${field} figyelmen kívül hagyva: az ár nem lehet negatív.`,
    notWholeCents: (field: string) =>
      `${field} figyelmen kívül hagyva: legfeljebb két tizedesjegy, például 9,99.`,
    readAs: (field: string, amount: string) => `${field} értelmezése: ${amount}.`,
    minAboveMax: "Ártartomány figyelmen kívül hagyva: a minimális ár nagyobb a maximálisnál.",
    between: (min: string, max: string) => `${min} – ${max}`,
    from: (min: string) => `legalább ${min}`,
    upTo: (max: string) => `legfeljebb ${max}`,
  },
  category: {
    label: "Kategória",
    all: "Minden kategória",
    unknown: (quoted: string) => `${quoted} – nincs ilyen kategória`,
    pressEnter: "Nyomjon Entert a kategória megjelenítéséhez",
  },
  sort: {
    label: "Rendezés",
    featured: "Kiemelt",
    "price-asc": "Ár: növekvő",
    "price-desc": "Ár: csökkenő",
    "name-asc": "Név: A–Z",
  },
  card: {
    category: (category: string) => `Kategória: ${category}`,
    price: (price: string) => `Ár: ${price}`,
    viewDetails: "Részletek",
    placeholderName: "Terméknév",
    placeholderCategory: "név",
  },
  details: { id: "Azonosító", price: "Ár", close: "Bezárás" },
  share: {
    share: "Megosztás",
    copyLink: "Link másolása",
    copied: "A link a vágólapra került.",
    copyThis: "Másolja ki ezt a linket:",
  },
  pages: {
    label: "Termékoldalak",
    previous: "Előző oldal",
    next: "Következő oldal",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `${page}/${pageCount}. oldal: ${first}. termék`
        : `${page}/${pageCount}. oldal: ${first}–${last}. termék`,
  },
  progress: {
    label: "Termékek létrehozása",
    generating: ({ count }: Count) => `${count} termék létrehozása…`,
    someMade: (share: string, { count }: Count) => `${count} termékből ${share} létrehozva`,
    allMade: ({ count, form }: Count) =>
      form === "one" ? `${count} termék létrehozva.` : `Az összes termék (${count}) létrehozva.`,
  },
  error: {
    title: "Váratlan alkalmazáshiba!",
    notFound: "404 – Nem található",
    notFoundTitle: "Az oldal nem található",
    back: "Vissza az összes termékhez",
  },
  update: {
    available: (brand: string) => `Elérhető a ${brand} új verziója.`,
    later: "Később",
    reload: "Újratöltés",
  },
};
