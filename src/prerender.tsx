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

/** A prerendered page, with its language's web app manifest. */
export interface Shell {
  readonly file: string;
  readonly path: string;
  readonly i18n: I18n;
  readonly title: string;
  readonly manifest: { readonly path: string; readonly fields: WebAppManifest };
}

/**
 * The prerendered "/" and 404 screen in every language, named as the servers look them up
 * (scripts/locale-shells.mjs): index.html, index.fr.html and so on.
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
 * Renders a path with the app's own components, so that the first paint needs no JavaScript
 * and main.tsx hydrates it (ADR 19). "/" renders without products, as no worker runs here.
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
 * The app's error screen as a template, which the served page shows if the app's code cannot
 * load (showLoadFailure). The entry writes in its message.
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
