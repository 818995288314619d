import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { KEPT_BY_LANGUAGE_CHANGE, pricesCarried } from "../catalog/address/catalog-links";
import type { CatalogData } from "../catalog/use-catalog-view";
import { CATALOG_ROUTE_ID } from "../catalog/catalog-route";
import { fieldLabel, secondaryButton, selectField } from "../components/styles";
import { useHydrated } from "../components/use-hydrated";
import { useI18n } from "../i18n/i18n-context";
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
 * (ADR 17): a plain GET form, which the router leaves to the browser, a history entry.
 * The page's own script makes the browser send it with the address's parameters that mean
 * the same in every language, which the form names (`data-keeps`): the visit's size,
 * seed, order and price range, the bounds as this page read them (`pricesCarried`); it
 * notes the search and category it leaves for the next page to say (src/shell-address.js).
 * The button, not the choice itself, goes: a closed `<select>` changes with each arrow
 * key, and a page must not change under them.
 *
 * Pressed while the router has an address pending (a search in its loading step), it goes
 * once that address is the page's: from the search just sent, which Back then returns to.
 */
export function LanguagePicker() {
  const selectId = useId();
  const { locale, messages } = useI18n();
  const { search } = useLocation();
  const visit = useRouteLoaderData<CatalogData>(CATALOG_ROUTE_ID);
  // The address as the catalogue's route read it. A plain visit's seed is in no address
  // (or none that reads): written in, so that the products keep it, and the price bounds
  // as read. Not in the render that hydrates the served page, which has no address, nor
  // before the products: the page's script carries the bounds as the URL has them then.
  const address = useHydrated() ? visit?.addressOf(search) : undefined;
  const drawnSeed = visit && address?.seed === null ? String(visit.seed) : null;
  const prices = address ? pricesCarried(address.filters) : [];
  const form = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  const pending = useNavigation().state !== "idle";
  useEffect(() => {
    if (pending || !waiting.current) return;
    waiting.current = false;
    form.current?.requestSubmit();
  }, [pending]);
  return (
    <form
      ref={form}
      name="language"
      method="get"
      data-keeps={KEPT_BY_LANGUAGE_CHANGE.join(" ")}
      // No wider than the footer: a long language name at 200 % text shrinks the dropdown.
      className="flex max-w-full flex-wrap items-center justify-center gap-2"
      onSubmit={(event) => {
        if (pending) {
          event.preventDefault();
          waiting.current = true;
        } else if (drawnSeed !== null) {
          // Back must show the products the visit drew, not draw others: the seed goes
          // into the entry left too, whether the browser keeps the page or loads it again.
          const left = new URL(location.href);
          left.searchParams.set("seed", drawnSeed);
          history.replaceState(history.state, "", left);
        }
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
      {drawnSeed !== null && <input type="hidden" name="seed" value={drawnSeed} />}
      {prices.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={secondaryButton}>
        {messages.footer.change}
      </button>
    </form>
  );
}
