import { createContext, use } from "react";
import { ENGLISH, type Locale } from "./locales";
import { en, type Messages } from "./messages/en";

/** The language the page speaks, and its messages. */
export interface I18n {
  readonly locale: Locale;
  readonly messages: Messages;
}

/** English unless a provider above says otherwise: the specified page needs none. */
const I18nContext = createContext<I18n>({ locale: ENGLISH, messages: en });

/** Gives the components inside it another language (a context is its own provider). */
export const I18nProvider = I18nContext;

/** The texts of the page's language, for a component to show. */
export function useMessages(): Messages {
  return use(I18nContext).messages;
}

/** The page's language, for what a component formats. */
export function useLocale(): Locale {
  return use(I18nContext).locale;
}
