import type { ReactNode } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { CatalogPageLoading } from "../catalog/catalog-page";
import { MAIN_CONTENT_ID } from "../components/document";
import { contentColumn } from "../components/styles";
import { BRAND_NAME, COPYRIGHT_YEAR } from "../constants";
import { useMessages } from "../i18n/i18n";
import { LanguagePicker } from "./language-picker";
import { NavBar } from "./nav-bar";

/**
 * Shows the catalogue's loading screen while arriving from another page.
 * A click on the page being left would otherwise cancel the navigation.
 */
function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const arriving =
    navigation.state === "loading" && navigation.location.pathname === "/" && pathname !== "/";
  return arriving ? <CatalogPageLoading /> : <Outlet />;
}

export function AppLayout() {
  return (
    <AppShell>
      <PageOutlet />
    </AppShell>
  );
}

export function AppShell({ children }: { readonly children: ReactNode }) {
  const { nav, footer } = useMessages();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:start-3 focus:top-3 focus:z-10 print:hidden"
      >
        {nav.skip}
      </a>
      <NavBar />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={`${contentColumn} flex-1 py-8 focus:outline-none short:py-4`}
      >
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div
          className={`${contentColumn} flex flex-col items-center gap-3 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between dark:text-slate-300`}
        >
          <span className="font-semibold text-slate-900 dark:text-slate-50">{BRAND_NAME}</span>
          <LanguagePicker />
          <span>
            © {COPYRIGHT_YEAR} {BRAND_NAME}. {footer.rights}
          </span>
        </div>
      </footer>
    </div>
  );
}
