import type { LocaleTag } from "../i18n/locales";
import { messages as da } from "../i18n/messages/da";
import { en, type Messages } from "../i18n/messages/en";
import { messages as fr } from "../i18n/messages/fr";
import { messages as he } from "../i18n/messages/he";
import { messages as hu } from "../i18n/messages/hu";
import { messages as id } from "../i18n/messages/id";
import { messages as nl } from "../i18n/messages/nl";
import { messages as tr } from "../i18n/messages/tr";
import { messages as uzLatn } from "../i18n/messages/uz-Latn";
import { messages as zhCN } from "../i18n/messages/zh-CN";

/** Every language's texts at once, for tests that read or check them in any language. */
export const ALL_MESSAGES: Readonly<Record<LocaleTag, Messages>> = {
  da,
  en,
  fr,
  he,
  hu,
  id,
  nl,
  tr,
  "uz-Latn": uzLatn,
  "zh-CN": zhCN,
};
