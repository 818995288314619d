import { createContext, use } from "react";
import { ENGLISH_I18N, type I18n } from "./i18n";
import type { Messages } from "./messages/en";

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
