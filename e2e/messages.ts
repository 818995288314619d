// Every language's texts, for tests that read the page in any of them (ADR 17).
import type { LocaleTag } from "../src/i18n/locales";
import { messages as da } from "../src/i18n/messages/da";
import { en, type Messages } from "../src/i18n/messages/en";
import { messages as fr } from "../src/i18n/messages/fr";
import { messages as he } from "../src/i18n/messages/he";
import { messages as hu } from "../src/i18n/messages/hu";
import { messages as id } from "../src/i18n/messages/id";
import { messages as nl } from "../src/i18n/messages/nl";
import { messages as tr } from "../src/i18n/messages/tr";
import { messages as uz } from "../src/i18n/messages/uz-Latn";
import { messages as zh } from "../src/i18n/messages/zh-CN";

export const MESSAGES: Readonly<Record<LocaleTag, Messages>> = {
  da,
  en,
  fr,
  he,
  hu,
  id,
  nl,
  tr,
  "uz-Latn": uz,
  "zh-CN": zh,
};

/** The loading status's name in every language: how a page's spinner is recognised in any. */
export const LOADING_LABELS: readonly string[] = Object.values(MESSAGES).map(
  ({ loading }) => loading.products,
);
