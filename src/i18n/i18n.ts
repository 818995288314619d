import { formatsOf, type Formats } from "./formats";
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
