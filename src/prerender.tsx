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
import { BRAND_NAME, PRODUCT_COUNT } from "./constants";
import { formatsOf } from "./i18n/formats";
import { type I18n, I18nProvider } from "./i18n/i18n";
import { ENGLISH, type Locale, LOCALES, shellQuery } from "./i18n/locales";
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

/** Text made safe for an HTML attribute or element. */
export const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

/** The catalogue's picture for link previews, in public/. */
export const PREVIEW_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/**
 * What a storefront's page says of itself to search engines and to the apps that preview a
 * shared link: its canonical address, the same page in every language, and its title,
 * description and picture (Open Graph, Twitter's card). `origin` makes the addresses
 * absolute ("https://shop.example"); without one they are paths, which browsers and most
 * previews resolve against the page. The 404 screen asks only not to be indexed.
 */
export function storefrontHead({ file, i18n, title }: Shell, origin = ""): string {
  if (file.startsWith("404")) return '<meta name="robots" content="noindex">';
  const at = (locale: Locale) => escaped(`${origin}/${shellQuery(locale)}`);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escaped(content)}">`;
  const image = `${origin}${PREVIEW_IMAGE.path}`;
  return [
    `<link rel="canonical" href="${at(i18n.locale)}">`,
    ...LOCALES.map(
      (locale) => `<link rel="alternate" hreflang="${locale.tag}" href="${at(locale)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${at(ENGLISH)}">`,
    meta("og:type", "website"),
    meta("og:site_name", BRAND_NAME),
    meta("og:locale", i18n.locale.tag.replace("-", "_")),
    meta("og:url", `${origin}/${shellQuery(i18n.locale)}`),
    meta("og:title", title),
    meta("og:description", i18n.messages.description),
    meta("og:image", image),
    meta("og:image:width", String(PREVIEW_IMAGE.width)),
    meta("og:image:height", String(PREVIEW_IMAGE.height)),
    meta("og:image:alt", i18n.messages.previewImage),
    '<meta name="twitter:card" content="summary_large_image">',
  ].join("");
}
