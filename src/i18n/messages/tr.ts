// Product Hub in Turkish.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

export const messages: Messages = {
  nav: {
    skip: "İçeriğe geç",
    label: "Ana gezinme",
    menu: "Ana menü",
  },
  description:
    "Product Hub: Ürün kataloğuna göz atın, ürünleri ada göre arayın ve kategoriye göre filtreleyin.",
  previewImage:
    "Katalog: adları, kategorileri ve fiyatlarıyla ürün kartlarından oluşan bir ızgara.",
  footer: { rights: "Tüm hakları saklıdır.", language: "Dil", change: "Değiştir" },
  languageLeft: {
    search: (search: string) =>
      `${search} aramanız önceki dildeydi, bu yüzden burada uygulanmıyor.`,
    category: (category: string) =>
      `${category} kategorisi önceki dildeydi, bu yüzden burada uygulanmıyor.`,
    both: (search: string, category: string) =>
      `${search} aramanız ve ${category} kategorisi önceki dildeydi, bu yüzden burada uygulanmıyor.`,
  },
  catalog: {
    title: "Tüm ürünler",
    empty: "Ürün bulunamadı",
    products: ({ count }: Count) => `${count} ürün`,
    quoted: (text: string) => `“${isolated(text)}”`,
    inCategory: (search: string, category: string) => `${category} kategorisinde ${search}`,
    noScript: "Katalog için JavaScript gerekir: Ürünleri görmek için JavaScript’i etkinleştirin.",
    reset: "Sıfırla",
    filterAndSort: "Filtrele ve sırala",
  },
  loading: { products: "Ürünler yükleniyor" },
  search: {
    label: "Ürünleri ada göre ara",
    placeholder: "Ürün ara",
    clear: "Aramayı temizle",
    submit: "Ara",
    limit: (max: string) => `Arama en fazla ${max} karakter olabilir.`,
  },
  price: {
    min: "En düşük fiyat",
    max: "En yüksek fiyat",
    any: "Tümü",
    hint: "Dolar cinsinden, ör. 25 veya 9,99.",
    notANumber: (field: string) =>
      `${field} yok sayıldı: Dolar cinsinden bir tutar girin, ör. 25 veya 9,99.`,
    tooLong: (field: string, max: string) => `${field} yok sayıldı: en fazla ${max} karakter.`,
    negative: (field: string) => `${field} yok sayıldı: Fiyat negatif olamaz.`,
    notWholeCents: (field: string) =>
      `${field} yok sayıldı: en fazla iki ondalık basamak, ör. 9,99.`,
    readAs: (field: string, amount: string) => `${field} ${amount} olarak okundu.`,
    minAboveMax: "Fiyat aralığı yok sayıldı: En düşük fiyat, en yüksek fiyattan büyük.",
    between: (min: string, max: string) => `${min} ile ${max} arası`,
    from: (min: string) => `${min} ve üzeri`,
    upTo: (max: string) => `${max} ve altı`,
  },
  category: {
    label: "Kategori",
    all: "Tüm kategoriler",
    unknown: (quoted: string) => `${quoted} – böyle bir kategori yok`,
    pressEnter: "Bu kategoriyi göstermek için Enter’a basın",
  },
  sort: {
    label: "Sırala",
    featured: "Öne çıkanlar",
    "price-asc": "Fiyat: düşükten yükseğe",
    "price-desc": "Fiyat: yüksekten düşüğe",
    "name-asc": "Ada göre: A–Z",
  },
  card: {
    category: (category: string) => `Kategori: ${category}`,
    price: (price: string) => `Fiyat: ${price}`,
    viewDetails: "Ayrıntıları gör",
    placeholderName: "Ürün adı",
    placeholderCategory: "ad",
  },
  details: { id: "Ürün kodu", price: "Fiyat", close: "Kapat" },
  share: {
    share: "Paylaş",
    copyLink: "Bağlantıyı kopyala",
    copied: "Bağlantı panoya kopyalandı.",
    copyThis: "Bu bağlantıyı kopyalayın:",
  },
  pages: {
    label: "Ürün sayfaları",
    previous: "Önceki sayfa",
    next: "Sonraki sayfa",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Sayfa ${page}/${pageCount}: ürün ${first}`
        : `Sayfa ${page}/${pageCount}: ürün ${first}–${last}`,
  },
  progress: {
    label: "Ürünler oluşturuluyor",
    generating: ({ count }: Count) => `${count} ürün oluşturuluyor…`,
    someMade: (share: string, { count }: Count) => `${count} ürünün ${share} kadarı oluşturuldu`,
    allMade: ({ count, form }: Count) =>
      form === "one" ? `${count} ürün oluşturuldu.` : `${count} ürünün tamamı oluşturuldu.`,
  },
  error: {
    title: "Beklenmeyen uygulama hatası!",
    notFound: "404 Bulunamadı",
    notFoundTitle: "Sayfa bulunamadı",
    back: "Tüm ürünlere dön",
  },
  update: {
    available: (brand: string) => `Yeni bir ${brand} sürümü kullanıma hazır.`,
    later: "Daha sonra",
    reload: "Yeniden yükle",
  },
};
