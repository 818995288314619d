import type { LocaleTag } from "../locales";
import { en, type Messages } from "./en";

/** Each is a chunk of its own; a new language without texts fails the types. */
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

/** English's texts are in the app's own chunk. */
export async function messagesOf(tag: LocaleTag): Promise<Messages> {
  return tag === "en" ? en : (await OTHER_LANGUAGES[tag]()).messages;
}
