import type { LocaleTag } from "../locales";
import { en, type Messages } from "./en";

/**
 * Every other language's texts, each a chunk of its own, loaded only for a page in that
 * language. A record, so a language added to `LOCALES` without its texts fails the types.
 */
const OTHER_LANGUAGES: Record<
  Exclude<LocaleTag, "en">,
  () => Promise<{ readonly messages: Messages }>
> = {
  da: () => import("./da"),
  fr: () => import("./fr"),
  he: () => import("./he"),
  hu: () => import("./hu"),
  id: () => import("./id"),
  nl: () => import("./nl"),
  tr: () => import("./tr"),
  "uz-Latn": () => import("./uz-Latn"),
  "zh-CN": () => import("./zh-CN"),
};

/** The texts of `tag`'s language: English's are in the app's own chunk. */
export async function messagesOf(tag: LocaleTag): Promise<Messages> {
  return tag === "en" ? en : (await OTHER_LANGUAGES[tag]()).messages;
}
