import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { readAddress } from "../catalog/address/catalog-address";
import { changeLanguage } from "../catalog/address/language-change";
import type { CatalogData } from "../catalog/catalog-page";
import { CATALOG_ROUTE_ID } from "../catalog/catalog-route";
import { fieldLabel, secondaryButton, selectField } from "../components/styles";
import { useI18n } from "../i18n/i18n";
import { LOCALES, type LocaleTag } from "../i18n/locales";

/** Each language by its own name, as the picker lists it. */
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
 * The language picker, in the footer: a native `<select>` of the languages by their own
 * names, each option in its language, and a button that loads the page in the chosen one
 * (ADR 17), a document of its own and a history entry. The app sends it with the
 * address's parameters that mean the same in every language, and notes for the next
 * page the search and category it leaves (`changeLanguage`). Before the app has started,
 * it is a plain GET form, which the page's script sends with what a change of language
 * keeps (src/shell-address.ts). The button, not the choice itself, goes: a closed
 * `<select>` changes with each arrow key, and a page must not change under them.
 *
 * Pressed while the router has an address pending (a search in its loading step), it goes
 * once that address is the page's: from the search just sent, which Back then returns to.
 */
export function LanguagePicker() {
  const selectId = useId();
  const { locale, messages, formats } = useI18n();
  const { search } = useLocation();
  const visit = useRouteLoaderData<CatalogData>(CATALOG_ROUTE_ID);
  const form = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  const pending = useNavigation().state !== "idle";
  useEffect(() => {
    if (pending || !waiting.current) return;
    waiting.current = false;
    form.current?.requestSubmit();
  }, [pending]);
  // A page the browser shows again as it was left (Back, Forward) shows its own language
  // in the picker, not the one chosen to leave it.
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
      // No wider than the footer: a long language name at 200 % text shrinks the dropdown.
      className="flex max-w-full flex-wrap items-center justify-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) {
          waiting.current = true;
          return;
        }
        const chosen = new FormData(event.currentTarget).get("locale");
        // The address as the catalogue's route read it, or, before the products, as it
        // reads it; a plain visit's seed, in no address (or none that reads), is kept.
        const address = visit ? visit.addressOf(search) : readAddress(search, formats);
        const drawnSeed = visit && address.seed === null ? String(visit.seed) : null;
        changeLanguage(address, typeof chosen === "string" ? chosen : locale.tag, drawnSeed);
      }}
    >
      <label htmlFor={selectId} className={fieldLabel}>
        {messages.footer.language}
      </label>
      {/* The page's own language whenever it shows, never one restored from a visit left
          (Back): its engine would restore the choice that left it. */}
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
