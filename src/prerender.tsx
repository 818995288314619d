import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { LoadFailureContent } from "./app/error-screen";
import { APP_FAILED_ID } from "./app/load-failure";
import { createRoutes } from "./app/routes";
import { manifestPath, webAppManifest, type WebAppManifest } from "./app/web-app-manifest";
import { NO_FILTERS } from "./catalog/address/catalog-address";
import { catalogTitle } from "./catalog/results/announcements";
import { documentTitle } from "./components/document";
import { PRODUCT_COUNT } from "./constants";
import { formatsOf } from "./i18n/formats";
import { type I18n, I18nProvider } from "./i18n/i18n";
import { LOCALES, shellQuery } from "./i18n/locales";
import { messagesOf } from "./i18n/messages/load";

/**
 * A prerendered page: its file in dist/, the path it renders, its language and title, and
 * its language's web app manifest: the address it links and what it says in it.
 */
export interface Shell {
  readonly file: string;
  readonly path: string;
  readonly i18n: I18n;
  readonly title: string;
  readonly manifest: { readonly path: string; readonly fields: WebAppManifest };
}

/**
 * The prerendered pages, in every language: "/" and, for the server's answer to unknown
 * paths, the 404 screen, each with the title the app gives it. English's are index.html
 * and 404.html, another language's carry its tag (index.fr.html), as the servers look
 * them up (scripts/locale-shells.mjs).
 */
export async function shells(): Promise<Shell[]> {
  const all = await Promise.all(
    LOCALES.map(async (locale): Promise<Shell[]> => {
      const i18n = {
        locale,
        messages: await messagesOf(locale.tag),
        formats: formatsOf(locale.tag),
      };
      const suffix = locale.tag === "en" ? "" : `.${locale.tag}`;
      // Another language's shell keeps it in its links.
      const query = shellQuery(locale);
      const manifest = { path: manifestPath(locale), fields: webAppManifest(i18n) };
      return [
        {
          file: `index${suffix}.html`,
          path: `/${query}`,
          i18n,
          title: documentTitle(catalogTitle(NO_FILTERS, PRODUCT_COUNT, i18n)),
          manifest,
        },
        {
          file: `404${suffix}.html`,
          path: `/404${query}`,
          i18n,
          title: documentTitle(i18n.messages.error.notFoundTitle),
          manifest,
        },
      ];
    }),
  );
  return all.flat();
}

/**
 * The HTML of a path as the app first renders it in a language, from the app's own
 * components: for "/" the layout, the heading, the controls and the placeholder cards
 * (the catalogue's page before its products: the loader cannot run here, with no
 * workers), for an unknown path the 404 screen. `npm run build:bundle` writes them into
 * dist/ (scripts/prerender.mjs), so the first paint needs no JavaScript; main.tsx
 * hydrates it (ADR 19).
 */
export function renderShell(path: string, i18n: I18n): string {
  const router = createMemoryRouter(createRoutes(i18n.locale), {
    initialEntries: [path],
  });
  try {
    return renderToString(
      <StrictMode>
        <I18nProvider value={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}

/**
 * The error screen, for the served page at `path` to show if the app's code cannot load
 * (showLoadFailure), with the title the app gives it and its language: rendered from the app's own error
 * screen (its link to the page's catalogue), its message left for the entry to write.
 */
export function errorScreenTemplate(path: string, i18n: I18n): string {
  const router = createMemoryRouter([{ path: "*", Component: LoadFailureContent }], {
    initialEntries: [path],
  });
  try {
    const screen = renderToString(
      <I18nProvider value={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    const title = renderToString(<>{documentTitle(i18n.messages.error.title)}</>);
    const { tag, dir } = i18n.locale;
    return `<template id="${APP_FAILED_ID}" title="${title}" lang="${tag}" dir="${dir}">${screen}</template>`;
  } finally {
    router.dispose();
  }
}
