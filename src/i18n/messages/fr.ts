// Product Hub in French.
import { isolated } from "../formats";
import type { Count, Messages } from "./en";

const produits = ({ count, form }: Count) =>
  form === "one"
    ? `${count} produit`
    : form === "many"
      ? `${count} de produits`
      : `${count} produits`;

export const messages: Messages = {
  nav: {
    skip: "Aller au contenu",
    label: "Navigation principale",
    menu: "Menu principal",
  },
  description:
    "Product Hub\u00a0: parcourez un catalogue de produits, recherchez-les par nom et filtrez-les par catégorie.",
  previewImage:
    "Le catalogue : une grille de fiches produits avec leur nom, leur catégorie et leur prix.",
  footer: { rights: "Tous droits réservés.", language: "Langue", change: "Changer" },
  languageLeft: {
    search: (search: string) =>
      `Votre recherche ${search} était dans la langue précédente\u00a0: elle ne s’applique pas ici.`,
    category: (category: string) =>
      `La catégorie ${category} était dans la langue précédente\u00a0: elle ne s’applique pas ici.`,
    both: (search: string, category: string) =>
      `Votre recherche ${search} et la catégorie ${category} étaient dans la langue précédente\u00a0: elles ne s’appliquent pas ici.`,
  },
  catalog: {
    title: "Tous les produits",
    empty: "Aucun produit trouvé",
    products: produits,
    quoted: (text: string) => `«\u00a0${isolated(text)}\u00a0»`,
    inCategory: (search: string, category: string) => `${search} dans ${category}`,
    noScript: "Le catalogue nécessite JavaScript\u00a0: activez-le pour voir les produits.",
    reset: "Réinitialiser",
    filterAndSort: "Filtrer et trier",
  },
  loading: { products: "Chargement des produits" },
  search: {
    label: "Rechercher des produits par nom",
    placeholder: "Rechercher un produit",
    clear: "Effacer la recherche",
    submit: "Rechercher",
    limit: (max: string) => `La recherche est limitée à ${max}\u00a0caractères.`,
  },
  price: {
    min: "Prix minimum",
    max: "Prix maximum",
    any: "Tous",
    hint: "En dollars, par exemple 25 ou 9,99.",
    notANumber: (field: string) =>
      `${field} ignoré\u00a0: saisissez un montant en dollars, par exemple 25 ou 9,99.`,
    tooLong: (field: string, max: string) =>
      `${field} ignoré\u00a0: ${max}\u00a0caractères au maximum.`,
    negative: (field: string) => `${field} ignoré\u00a0: un prix ne peut pas être négatif.`,
    notWholeCents: (field: string) =>
      `${field} ignoré\u00a0: deux décimales au plus, par exemple 9,99.`,
    readAs: (field: string, amount: string) => `${field} interprété comme ${amount}.`,
    minAboveMax: "Fourchette de prix ignorée\u00a0: le prix minimum dépasse le prix maximum.",
    between: (min: string, max: string) => `de ${min} à ${max}`,
    from: (min: string) => `à partir de ${min}`,
    upTo: (max: string) => `jusqu’à ${max}`,
  },
  category: {
    label: "Catégorie",
    all: "Toutes les catégories",
    unknown: (quoted: string) => `${quoted} – catégorie inconnue`,
    pressEnter: "Appuyez sur Entrée pour afficher cette catégorie",
  },
  sort: {
    label: "Trier par",
    featured: "En vedette",
    "price-asc": "Prix\u00a0: croissant",
    "price-desc": "Prix\u00a0: décroissant",
    "name-asc": "Nom\u00a0: A–Z",
  },
  card: {
    category: (category: string) => `Catégorie\u00a0: ${category}`,
    price: (price: string) => `Prix\u00a0: ${price}`,
    viewDetails: "Voir les détails",
    placeholderName: "Nom du produit",
    placeholderCategory: "nom",
  },
  details: { id: "Identifiant", price: "Prix", close: "Fermer" },
  share: {
    share: "Partager",
    copyLink: "Copier le lien",
    copied: "Lien copié dans le presse-papiers.",
    copyThis: "Copiez ce lien\u00a0:",
  },
  pages: {
    label: "Pages de produits",
    previous: "Page précédente",
    next: "Page suivante",
    position: (page: string, pageCount: string, first: string, last: string) =>
      first === last
        ? `Page ${page} sur ${pageCount}\u00a0: produit ${first}`
        : `Page ${page} sur ${pageCount}\u00a0: produits ${first} à ${last}`,
  },
  progress: {
    label: "Génération des produits",
    generating: (count: Count) => `Génération de ${produits(count)}…`,
    someMade: (share: string, count: Count) =>
      count.form === "one"
        ? `${share} de ${produits(count)} généré`
        : `${share} des ${produits(count)} générés`,
    allMade: (count: Count) => `Génération terminée\u00a0: ${produits(count)}.`,
  },
  error: {
    title: "Erreur inattendue de l’application\u202f!",
    notFound: "404 Introuvable",
    notFoundTitle: "Page introuvable",
    back: "Retour à tous les produits",
  },
  update: {
    available: (brand: string) => `Une nouvelle version de ${brand} est disponible.`,
    later: "Plus tard",
    reload: "Recharger",
  },
};
