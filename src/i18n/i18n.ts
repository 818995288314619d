import { createContext, use } from "react";
import { type Formats, formatsOf } from "./formats";
import { ENGLISH, type Locale } from "./locales";
import { en, type Messages } from "./messages/en";

/** The language the page speaks: its texts, and how it writes numbers and orders words. */
export interface I18n {
  readonly locale: Locale;
  readonly messages: Messages;
  readonly formats: Formats;
}

/** English, the specified page's language, and the default. */
export const ENGLISH_I18N: I18n = { locale: ENGLISH, messages: en, formats: formatsOf("en") };

/** English unless a provider above says otherwise: the specified page needs none. */
const I18nContext = createContext<I18n>(ENGLISH_I18N);

/** Gives the components inside it another language (a context is its own provider). */
export const I18nProvider = I18nContext;

/** The page's language, for what a component writes. */
export function useI18n(): I18n {
  return use(I18nContext);
}

/** The texts of the page's language, for a component to show. */
export function useMessages(): Messages {
  return use(I18nContext).messages;
}
