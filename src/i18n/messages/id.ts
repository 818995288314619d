// Product Hub in Indonesian.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

export const messages: Messages = {
  nav: {
    skip: "Langsung ke konten",
    label: "Navigasi utama",
    menu: "Menu utama",
  },
  description:
    "Product Hub: jelajahi katalog produk, cari produk berdasarkan nama, dan filter berdasarkan kategori.",
  previewImage: "Katalog: kisi kartu produk dengan nama, kategori, dan harganya.",
  footer: { rights: "Hak cipta dilindungi undang-undang.", language: "Bahasa", change: "Ganti" },
  languageLeft: {
    search: (search: string) =>
      `Pencarian Anda ${search} ditulis dalam bahasa sebelumnya, jadi tidak berlaku di sini.`,
    category: (category: string) =>
      `Kategori ${category} ditulis dalam bahasa sebelumnya, jadi tidak berlaku di sini.`,
    both: (search: string, category: string) =>
      `Pencarian Anda ${search} dan kategori ${category} ditulis dalam bahasa sebelumnya, jadi tidak berlaku di sini.`,
  },
  catalog: {
    title: "Semua produk",
    empty: "Produk tidak ditemukan",
    products: ({ count }: Count) => `${count} produk`,
    quoted: (text: string) => `“${isolated(text)}”`,
    inCategory: (search: string, category: string) => `${search} di ${category}`,
    noScript: "Katalog memerlukan JavaScript: aktifkan JavaScript untuk melihat produk.",
    reset: "Atur ulang",
    filterAndSort: "Filter dan urutkan",
  },
  loading: { products: "Memuat produk" },
  search: {
    label: "Cari produk berdasarkan nama",
    placeholder: "Cari produk",
    clear: "Hapus pencarian",
    submit: "Cari",
    limit: (max: string) => `Pencarian dibatasi hingga ${max} karakter.`,
  },
  price: {
    min: "Harga minimum",
    max: "Harga maksimum",
    any: "Bebas",
    hint: "Dalam dolar, misalnya 25 atau 9,99.",
    notANumber: (field: string) =>
      `${field} diabaikan: masukkan jumlah dalam dolar, misalnya 25 atau 9,99.`,
    tooLong: (field: string, max: string) => `${field} diabaikan: maksimal ${max} karakter.`,
    negative: (field: string) => `${field} diabaikan: harga tidak boleh negatif.`,
    notWholeCents: (field: string) =>
      `${field} diabaikan: maksimal dua angka desimal, misalnya 9,99.`,
    readAs: (field: string, amount: string) => `${field} dibaca sebagai ${amount}.`,
    minAboveMax: "Rentang harga diabaikan: harga minimum lebih tinggi dari harga maksimum.",
    between: (min: string, max: string) => `${min} hingga ${max}`,
    from: (min: string) => `mulai ${min}`,
    upTo: (max: string) => `hingga ${max}`,
  },
  category: {
    label: "Kategori",
    all: "Semua kategori",
    unknown: (quoted: string) => `${quoted} – kategori tidak ada`,
    pressEnter: "Tekan Enter untuk menampilkan kategori ini",
  },
  sort: {
    label: "Urutkan",
    featured: "Unggulan",
    "price-asc": "Harga: rendah ke tinggi",
    "price-desc": "Harga: tinggi ke rendah",
    "name-asc": "Nama: A–Z",
  },
  card: {
    category: (category: string) => `Kategori: ${category}`,
    price: (price: string) => `Harga: ${price}`,
    viewDetails: "Lihat detail",
    placeholderName: "Nama produk",
    placeholderCategory: "nama",
  },
  details: { id: "ID", price: "Harga", close: "Tutup" },
  share: {
    share: "Bagikan",
    copyLink: "Salin tautan",
    copied: "Tautan disalin ke papan klip.",
    copyThis: "Salin tautan ini:",
  },
  pages: {
    label: "Halaman produk",
    previous: "Halaman sebelumnya",
    next: "Halaman berikutnya",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Halaman ${page} dari ${pageCount}: produk ${first}`
        : `Halaman ${page} dari ${pageCount}: produk ${first}–${last}`,
  },
  progress: {
    label: "Membuat produk",
    generating: ({ count }: Count) => `Membuat ${count} produk…`,
    someMade: (share: string, { count }: Count) => `${share} dari ${count} produk telah dibuat`,
    allMade: ({ count }: Count) => `Semua ${count} produk telah dibuat.`,
  },
  error: {
    title: "Kesalahan aplikasi tak terduga!",
    notFound: "404 Tidak Ditemukan",
    notFoundTitle: "Halaman tidak ditemukan",
    back: "Kembali ke semua produk",
  },
  update: {
    available: (brand: string) => `Versi baru ${brand} sudah tersedia.`,
    later: "Nanti",
    reload: "Muat ulang",
  },
};
