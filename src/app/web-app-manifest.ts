import { BRAND_NAME } from "../constants";
import type { I18n } from "../i18n/i18n";
import { shellQuery, type Locale } from "../i18n/locales";

/** English keeps the name vite-plugin-pwa gives; other languages add their tag. */
export const manifestPath = ({ tag }: Pick<Locale, "tag">) =>
  tag === "en" ? "/manifest.webmanifest" : `/manifest.${tag}.webmanifest`;

/** The members that differ by language; vite.config.ts sets the rest. */
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
 * Each language gets its own app `id`. With one shared id, the last language visited would
 * rewrite an app installed in another.
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
