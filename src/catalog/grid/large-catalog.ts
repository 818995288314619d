// What only large catalogues use, in one chunk that the catalogue's loader imports.
export { CatalogProgress } from "../loading/catalog-progress";
export { default as WindowedGrid } from "./windowed-product-grid";
