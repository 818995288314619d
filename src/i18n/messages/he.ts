// Product Hub in Hebrew.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

const products = ({ count, form }: Count) => (form === "one" ? `${count} מוצר` : `${count} מוצרים`);

export const messages: Messages = {
  nav: {
    skip: "דילוג לתוכן",
    label: "ניווט ראשי",
    menu: "תפריט ראשי",
  },
  description: "Product Hub: עיון בקטלוג מוצרים, חיפוש מוצרים לפי שם וסינון לפי קטגוריה.",
  previewImage: "הקטלוג: רשת של כרטיסי מוצרים עם שמם, הקטגוריה והמחיר שלהם.",
  footer: { rights: "כל הזכויות שמורות.", language: "שפה", change: "החלפה" },
  languageLeft: {
    search: (search: string) => `החיפוש ${search} היה בשפה הקודמת, ולכן אינו חל כאן.`,
    category: (category: string) => `הקטגוריה ${category} הייתה בשפה הקודמת, ולכן אינה חלה כאן.`,
    both: (search: string, category: string) =>
      `החיפוש ${search} והקטגוריה ${category} היו בשפה הקודמת, ולכן אינם חלים כאן.`,
  },
  catalog: {
    title: "כל המוצרים",
    empty: "לא נמצאו מוצרים",
    products,
    quoted: (text: string) => `"${isolated(text)}"`,
    inCategory: (search: string, category: string) => `${search} בקטגוריה ${category}`,
    noScript: "הקטלוג דורש JavaScript: יש להפעיל אותו כדי לראות את המוצרים.",
    reset: "איפוס",
    filterAndSort: "סינון ומיון",
  },
  loading: { products: "טעינת מוצרים" },
  search: {
    label: "חיפוש מוצרים לפי שם",
    placeholder: "חיפוש מוצר",
    clear: "ניקוי החיפוש",
    submit: "חיפוש",
    limit: (max: string) => `החיפוש מוגבל ל־${max} תווים.`,
  },
  price: {
    min: "מחיר מינימלי",
    max: "מחיר מקסימלי",
    any: "הכל",
    hint: "בדולרים, למשל 25 או 9.99.",
    notANumber: (field: string) => `${field} לא הוחל: יש להזין סכום בדולרים, למשל 25 או 9.99.`,
    tooLong: (field: string, max: string) => `${field} לא הוחל: עד ${max} תווים.`,
    negative: (field: string) => `${field} לא הוחל: מחיר לא יכול להיות שלילי.`,
    notWholeCents: (field: string) => `${field} לא הוחל: עד שתי ספרות אחרי הנקודה, למשל 9.99.`,
    readAs: (field: string, amount: string) => `${field} פורש כ־${amount}.`,
    minAboveMax: "טווח המחירים לא הוחל: המחיר המינימלי גבוה מהמחיר המקסימלי.",
    between: (min: string, max: string) => `${min} עד ${max}`,
    from: (min: string) => `החל מ־${min}`,
    upTo: (max: string) => `עד ${max}`,
  },
  category: {
    label: "קטגוריה",
    all: "כל הקטגוריות",
    unknown: (quoted: string) => `${quoted} – אין קטגוריה כזו`,
    pressEnter: "יש להקיש Enter כדי להציג את הקטגוריה הזו",
  },
  sort: {
    label: "מיון לפי",
    featured: "מומלצים",
    "price-asc": "מחיר: מהנמוך לגבוה",
    "price-desc": "מחיר: מהגבוה לנמוך",
    "name-asc": "שם: א–ת",
  },
  card: {
    category: (category: string) => `קטגוריה: ${category}`,
    price: (price: string) => `מחיר: ${price}`,
    viewDetails: "הצגת פרטים",
    placeholderName: "שם המוצר",
    placeholderCategory: "שם",
  },
  details: { id: "מזהה", price: "מחיר", close: "סגירה" },
  share: {
    share: "שיתוף",
    copyLink: "העתקת הקישור",
    copied: "הקישור הועתק ללוח.",
    copyThis: "יש להעתיק את הקישור הזה:",
  },
  pages: {
    label: "דפי מוצרים",
    previous: "הדף הקודם",
    next: "הדף הבא",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `דף ${page} מתוך ${pageCount}: מוצר ${first}`
        : `דף ${page} מתוך ${pageCount}: מוצרים ${first}–${last}`,
  },
  progress: {
    label: "יצירת מוצרים",
    generating: (count: Count) => `יצירת ${products(count)}…`,
    someMade: (share: string, count: Count) => `נוצרו ${share} מתוך ${products(count)}`,
    allMade: ({ count, form }: Count) =>
      form === "one" ? `${count} מוצר נוצר.` : `כל ${count} המוצרים נוצרו.`,
  },
  error: {
    title: "שגיאה בלתי צפויה ביישום!",
    notFound: "404 לא נמצא",
    notFoundTitle: "הדף לא נמצא",
    back: "חזרה לכל המוצרים",
  },
  update: {
    available: (brand: string) => `גרסה חדשה של ${brand} זמינה.`,
    later: "אחר כך",
    reload: "טעינה מחדש",
  },
};
