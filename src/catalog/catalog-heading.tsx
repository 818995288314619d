/** The page's title; the section around the page (or its loading screen) is labelled by it. */
export const CATALOG_HEADING_ID = "catalog-heading";

export function CatalogHeading() {
  return (
    <h1
      id={CATALOG_HEADING_ID}
      className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50"
    >
      All Products
    </h1>
  );
}
