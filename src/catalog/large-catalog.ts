// What only large catalogues use, in one chunk that the catalogue's loader imports.
export { CatalogProgress } from "./catalog-progress";
export { default as WindowedGrid } from "./grid/windowed-product-grid";
