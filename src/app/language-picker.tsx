import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { readAddress } from "../catalog/address/catalog-address";
import { changeLanguage } from "../catalog/address/language-change";
import type { CatalogData } from "../catalog/catalog-page";
import { CATALOG_ROUTE_ID } from "../catalog/catalog-route";
import { fieldLabel, secondaryButton, selectField } from "../components/styles";
import { useI18n } from "../i18n/i18n";
import { LOCALES, type LocaleTag } from "../i18n/locales";

/** Each language by its own name. */
const ENDONYMS: Readonly<Record<LocaleTag, string>> = {
  id: "Bahasa Indonesia",
  da: "Dansk",
  en: "English",
  fr: "Français",
  hu: "Magyar",
  nl: "Nederlands",
  "uz-Latn": "Oʻzbekcha",
  tr: "Türkçe",
  he: "עברית",
  "zh-CN": "中文",
};

/**
 * Loads the page in the chosen language as a new document (ADR 17). Before the app starts,
 * it works as a plain GET form. A button sends the choice, because a closed `<select>`
 * changes with each arrow key.
 */
export function LanguagePicker() {
  const selectId = useId();
  const { locale, messages, formats } = useI18n();
  const { search } = useLocation();
  const visit = useRouteLoaderData<CatalogData>(CATALOG_ROUTE_ID);
  const form = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  const pending = useNavigation().state !== "idle";
  // Pressed during a pending search, the change waits until that search's page is shown.
  useEffect(() => {
    if (pending || !waiting.current) return;
    waiting.current = false;
    form.current?.requestSubmit();
  }, [pending]);
  // A page restored from the back-forward cache shows its own language, not the one chosen.
  useEffect(() => {
    const showAgain = (event: PageTransitionEvent) => {
      if (event.persisted) form.current?.reset();
    };
    addEventListener("pageshow", showAgain);
    return () => {
      removeEventListener("pageshow", showAgain);
    };
  }, []);
  return (
    <form
      ref={form}
      name="language"
      method="get"
      // Keeps the form within the footer when large text makes a language name long.
      className="flex max-w-full flex-wrap items-center justify-center gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) {
          waiting.current = true;
          return;
        }
        const chosen = new FormData(event.currentTarget).get("locale");
        // Passes on the visit's seed when the address has none, so the products stay the same.
        const address = visit ? visit.addressOf(search) : readAddress(search, formats);
        const drawnSeed = visit && address.seed === null ? String(visit.seed) : null;
        changeLanguage(address, typeof chosen === "string" ? chosen : locale.tag, drawnSeed);
      }}
    >
      <label htmlFor={selectId} className={fieldLabel}>
        {messages.footer.language}
      </label>
      {/* autoComplete off stops the browser restoring the choice that left the page. */}
      <select
        id={selectId}
        name="locale"
        defaultValue={locale.tag}
        autoComplete="off"
        className={selectField}
      >
        {LOCALES.map(({ tag, dir }) => (
          <option key={tag} value={tag} lang={tag} dir={dir}>
            {ENDONYMS[tag]}
          </option>
        ))}
      </select>
      <button type="submit" className={secondaryButton}>
        {messages.footer.change}
      </button>
    </form>
  );
}
