// Product Hub in Uzbek (Latin script).
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

export const messages: Messages = {
  nav: {
    skip: "Kontentga oʻtish",
    label: "Asosiy navigatsiya",
    menu: "Asosiy menyu",
  },
  description:
    "Product Hub: mahsulotlar katalogini koʻzdan kechiring, ularni nomi boʻyicha qidiring va turkum boʻyicha filtrlang.",
  previewImage: "Katalog: nomi, toifasi va narxi yozilgan mahsulot kartalari.",
  footer: { rights: "Barcha huquqlar himoyalangan.", language: "Til", change: "Oʻzgartirish" },
  languageLeft: {
    search: (search: string) =>
      `${search} qidiruvingiz oldingi tilda edi, shuning uchun bu yerda qoʻllanmaydi.`,
    category: (category: string) =>
      `${category} turkumi oldingi tilda edi, shuning uchun bu yerda qoʻllanmaydi.`,
    both: (search: string, category: string) =>
      `${search} qidiruvingiz va ${category} turkumi oldingi tilda edi, shuning uchun bu yerda qoʻllanmaydi.`,
  },
  catalog: {
    title: "Barcha mahsulotlar",
    empty: "Mahsulot topilmadi",
    products: ({ count }: Count) => `${count} ta mahsulot`,
    quoted: (text: string) => `“${isolated(text)}”`,
    inCategory: (search: string, category: string) => `${category} turkumida ${search}`,
    noScript: "Katalog JavaScript talab qiladi: mahsulotlarni koʻrish uchun uni yoqing.",
    reset: "Tozalash",
    filterAndSort: "Filtrlash va saralash",
  },
  loading: { products: "Mahsulotlar yuklanmoqda" },
  search: {
    label: "Mahsulotlarni nomi boʻyicha qidirish",
    placeholder: "Mahsulot qidirish",
    clear: "Qidiruvni tozalash",
    submit: "Qidirish",
    limit: (max: string) =>
      `Qidiruv soʻrovi koʻpi bilan ${max} ta belgidan iborat boʻlishi mumkin.`,
  },
  price: {
    min: "Minimal narx",
    max: "Maksimal narx",
    any: "Istalgan",
    hint: "Dollarda, masalan, 25 yoki 9,99.",
    notANumber: (field: string) =>
      `${field} hisobga olinmadi: summani dollarda kiriting, masalan, 25 yoki 9,99.`,
    tooLong: (field: string, max: string) =>
      `${field} hisobga olinmadi: koʻpi bilan ${max} ta belgi.`,
    negative: (field: string) => `${field} hisobga olinmadi: narx manfiy boʻlishi mumkin emas.`,
    notWholeCents: (field: string) =>
      `${field} hisobga olinmadi: verguldan keyin koʻpi bilan ikki raqam, masalan, 9,99.`,
    readAs: (field: string, amount: string) => `${field} ${amount} deb oʻqildi.`,
    minAboveMax: "Narx oraligʻi hisobga olinmadi: minimal narx maksimal narxdan yuqori.",
    between: (min: string, max: string) => `${min} – ${max}`,
    from: (min: string) => `kamida ${min}`,
    upTo: (max: string) => `koʻpi bilan ${max}`,
  },
  category: {
    label: "Turkum",
    all: "Barcha turkumlar",
    unknown: (quoted: string) => `${quoted} – bunday turkum yoʻq`,
    pressEnter: "Bu turkumni koʻrsatish uchun Enter tugmasini bosing",
  },
  sort: {
    label: "Saralash",
    featured: "Tavsiya etilgan",
    "price-asc": "Narx: arzonidan qimmatiga",
    "price-desc": "Narx: qimmatidan arzoniga",
    "name-asc": "Nomi: A–Z",
  },
  card: {
    category: (category: string) => `Turkum: ${category}`,
    price: (price: string) => `Narx: ${price}`,
    viewDetails: "Batafsil",
    placeholderName: "Mahsulot nomi",
    placeholderCategory: "nom",
  },
  details: { id: "ID", price: "Narx", close: "Yopish" },
  share: {
    share: "Ulashish",
    copyLink: "Havolani nusxalash",
    copied: "Havola buferga nusxalandi.",
    copyThis: "Bu havolani nusxalang:",
  },
  pages: {
    label: "Mahsulot sahifalari",
    previous: "Oldingi sahifa",
    next: "Keyingi sahifa",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Sahifa ${page}/${pageCount}: mahsulot ${first}`
        : `Sahifa ${page}/${pageCount}: mahsulotlar ${first}–${last}`,
  },
  progress: {
    label: "Mahsulotlar yaratilmoqda",
    generating: ({ count }: Count) => `${count} ta mahsulot yaratilmoqda…`,
    someMade: (share: string, { count }: Count) => `${count} ta mahsulotdan ${share} yaratildi`,
    allMade: ({ count, form }: Count) =>
      form === "one" ? `${count} ta mahsulot yaratildi.` : `Barcha ${count} ta mahsulot yaratildi.`,
  },
  error: {
    title: "Kutilmagan ilova xatosi!",
    notFound: "404 Topilmadi",
    notFoundTitle: "Sahifa topilmadi",
    back: "Barcha mahsulotlarga qaytish",
  },
  update: {
    available: (brand: string) => `${brand} ilovasining yangi versiyasi chiqdi.`,
    later: "Keyinroq",
    reload: "Qayta yuklash",
  },
};
