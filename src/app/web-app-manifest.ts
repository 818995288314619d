import { BRAND_NAME } from "../constants";
import type { I18n } from "../i18n/i18n";
import { shellQuery, type Locale } from "../i18n/locales";

/**
 * The address of a language's web app manifest, linked from that language's documents:
 * English's is the one vite-plugin-pwa names, another language's carries its tag, as its
 * documents do (manifest.fr.webmanifest).
 */
export const manifestPath = ({ tag }: Pick<Locale, "tag">) =>
  tag === "en" ? "/manifest.webmanifest" : `/manifest.${tag}.webmanifest`;

/** The members a language's manifest writes in its own words and address. */
export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: string;
  readonly dir: Locale["dir"];
  readonly start_url: string;
  readonly scope: string;
}

/**
 * What a language's manifest says of the app installed from its pages: it opens in that
 * language, in its direction, named and described as its page is. Each language is an
 * app of its own (`id`, English's kept "/"): one shared id would let the last language
 * visited rewrite an app installed in another. What every language shares (display,
 * colours, icons) comes from vite.config.ts.
 */
export function webAppManifest({ locale, messages }: I18n): WebAppManifest {
  const start = `/${shellQuery(locale)}`;
  return {
    id: start,
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    description: messages.description,
    lang: locale.tag,
    dir: locale.dir,
    start_url: start,
    scope: "/",
  };
}
