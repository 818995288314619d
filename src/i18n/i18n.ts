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

export const ENGLISH_I18N: I18n = { locale: ENGLISH, messages: en, formats: formatsOf("en") };

/** The specified page is English, so it needs no provider. */
const I18nContext = createContext<I18n>(ENGLISH_I18N);

/** A context is its own provider. */
export const I18nProvider = I18nContext;

export function useI18n(): I18n {
  return use(I18nContext);
}

export function useMessages(): Messages {
  return use(I18nContext).messages;
}
