import type { ReactNode } from "react";
import { COPYRIGHT_YEAR, BRAND_NAME } from "../constants";
import { contentColumn } from "../components/styles";
import { NavBar } from "./nav-bar";

/** The shared layout: navigation bar, centred content area (max 7xl from md up), footer. */
export function AppShell({ children }: { readonly children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <NavBar />
      <main id="main" className={`${contentColumn} flex-1 py-8`}>
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div
          className={`${contentColumn} flex flex-col items-center gap-1 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between`}
        >
          <span className="font-semibold text-slate-900">{BRAND_NAME}</span>
          <span>
            © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
          </span>
        </div>
      </footer>
    </div>
  );
}
