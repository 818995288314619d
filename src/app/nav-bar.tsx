import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { catalogHome } from "../catalog/address/catalog-links";
import { useHydrated } from "../components/document";
import { contentColumn } from "../components/styles";
import { BRAND_NAME } from "../constants";
import { useI18n, useMessages } from "../i18n/i18n";
import { shellQuery } from "../i18n/locales";

const MENU_ID = "mobile-menu";

/** The spec's mobile menu has no items yet; its button already works for when they come. */
export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const home = useCatalogHome();
  const { nav } = useMessages();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <nav
        aria-label={nav.label}
        className={`${contentColumn} flex h-16 items-center justify-between gap-4 short:h-12`}
        onKeyDown={(event) => {
          if (event.key === "Escape") setMenuOpen(false);
        }}
      >
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={nav.menu}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
              <path
                d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <Link
            to={home}
            className="rounded text-xl font-bold tracking-tight text-brand dark:text-blue-300"
          >
            {BRAND_NAME}
          </Link>
        </div>
        <div />
      </nav>
      <div
        id={MENU_ID}
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
      />
    </header>
  );
}

/**
 * Links to the catalogue the address shows. Until hydration it matches the prerendered
 * link, which cannot know the address.
 */
export function useCatalogHome(): string {
  const [searchParams] = useSearchParams();
  const { locale } = useI18n();
  const hydrated = useHydrated();
  return catalogHome(hydrated ? searchParams : new URLSearchParams(shellQuery(locale)));
}
