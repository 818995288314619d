import type { ReactNode } from "react";
import { useMessages } from "../i18n/i18n-context";

const HEADING_ID = "catalog-heading";

/**
 * The catalogue's region, labelled by its title, "All Products": the page and its
 * loading screen both start with it, so the title never moves.
 */
export function CatalogSection({ children }: { readonly children: ReactNode }) {
  const { catalog } = useMessages();
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-6 short:gap-3">
      <h1
        id={HEADING_ID}
        className="text-3xl font-bold tracking-tight wrap-break-word text-slate-900 dark:text-slate-50"
      >
        {catalog.title}
      </h1>
      {children}
    </section>
  );
}
