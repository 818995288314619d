import { describe, expect, it } from "vitest";
import { ALL_MESSAGES } from "../../testing/languages";
import { formatsOf } from "../formats";
import { LOCALES } from "../locales";
import { type Count, en, type Messages } from "./en";

/** Every language but English, whose texts the others are checked against. */
const LANGUAGES = Object.entries(ALL_MESSAGES).filter(([tag]) => tag !== "en");
const { fr, "uz-Latn": uzLatn, "zh-CN": zhCN } = ALL_MESSAGES;

// "ID" is how Danish, Dutch, Indonesian and Uzbek shops label a product's identifier.
const SAME_AS_ENGLISH = new Set(["details.id"]);

/** Each leaf of a messages object by its dotted path: a text or a function. */
function leaves(node: object, path = ""): [string, unknown][] {
  return Object.entries(node).flatMap<[string, unknown]>(([key, value]: [string, unknown]) =>
    typeof value === "object" && value !== null
      ? leaves(value, `${path}${key}.`)
      : [[`${path}${key}`, value]],
  );
}

const texts = (messages: Messages) =>
  leaves(messages).filter((leaf): leaf is [string, string] => typeof leaf[1] === "string");

/** Every function message called with distinct arguments, each text beside what it must contain. */
function calls(m: Messages, n: Count): [string, string, string[]][] {
  const [a, b, c, d] = ["⟨a⟩", "⟨b⟩", "⟨c⟩", "⟨d⟩"];
  return [
    ["catalog.products", m.catalog.products(n), [n.count]],
    ["catalog.quoted", m.catalog.quoted(a), [a]],
    ["catalog.inCategory", m.catalog.inCategory(a, b), [a, b]],
    ["search.limit", m.search.limit(a), [a]],
    ["price.notANumber", m.price.notANumber(a), [a]],
    ["price.tooLong", m.price.tooLong(a, b), [a, b]],
    ["price.negative", m.price.negative(a), [a]],
    ["price.notWholeCents", m.price.notWholeCents(a), [a]],
    ["price.readAs", m.price.readAs(a, b), [a, b]],
    ["price.between", m.price.between(a, b), [a, b]],
    ["price.from", m.price.from(a), [a]],
    ["price.upTo", m.price.upTo(a), [a]],
    ["category.unknown", m.category.unknown(a), [a]],
    ["card.category", m.card.category(a), [a]],
    ["card.price", m.card.price(a), [a]],
    ["pages.position", m.pages.position(a, b, c, d), [a, b, c, d]],
    ["pages.position", m.pages.position(a, b, c, c), [a, b, c]],
    ["progress.generating", m.progress.generating(n), [n.count]],
    ["progress.someMade", m.progress.someMade(a, n), [a, n.count]],
    ["progress.allMade", m.progress.allMade(n), [n.count]],
    ["update.available", m.update.available(a), [a]],
    ["languageLeft.search", m.languageLeft.search(a), [a]],
    ["languageLeft.category", m.languageLeft.category(a), [a]],
    ["languageLeft.both", m.languageLeft.both(a, b), [a, b]],
  ];
}

/** A formatted count the language's rules put in each of its plural forms. */
function countsOf(tag: string): Count[] {
  const rules = new Intl.PluralRules(tag);
  const numbers = [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000, 1.5];
  return rules.resolvedOptions().pluralCategories.map((form) => {
    const number = numbers.find((candidate) => rules.select(candidate) === form);
    if (number === undefined) throw new Error(`No sample number for ${tag}'s "${form}"`);
    return { count: new Intl.NumberFormat(tag).format(number), form };
  });
}

const withoutPadding = /^\S(.*\S)?$/su;

describe.each(LANGUAGES)("the %s messages", (tag, messages) => {
  it("have exactly English's messages, each a text or a function of as many arguments", () => {
    const shape = (node: Messages) =>
      leaves(node).map(([path, value]) => [
        path,
        typeof value === "function" ? `function/${String(value.length)}` : typeof value,
      ]);
    expect(shape(messages)).toEqual(shape(en));
  });

  it("write every text without emptiness or spaces around it", () => {
    for (const [path, text] of texts(messages)) expect(text, path).toMatch(withoutPadding);
  });

  it("translate every text but the few English words the language uses too", () => {
    const english = new Map(texts(en));
    for (const [path, text] of texts(messages)) {
      if (!SAME_AS_ENGLISH.has(path)) expect(text, path).not.toBe(english.get(path));
    }
  });

  it("call every function message in the test below", () => {
    const functions = leaves(en).filter(([, value]) => typeof value === "function");
    const called = calls(messages, { count: "1", form: "other" });
    expect(new Set(called.map(([path]) => path))).toEqual(new Set(functions.map(([path]) => path)));
  });

  it.each(countsOf(tag))("write every argument into its message for $count ($form)", (count) => {
    for (const [path, text, args] of calls(messages, count)) {
      expect(text, path).toMatch(withoutPadding);
      for (const arg of args) expect(text, path).toContain(arg);
    }
  });
});

describe.each(Object.entries(ALL_MESSAGES))("the %s quotes", (_tag, { catalog }) => {
  it("set a visitor's text apart from the sentence's direction (U+2068 … U+2069), inside the quotes", () => {
    for (const text of ["chicken 42", "a-b", "עוף 42"]) {
      const quoted = catalog.quoted(text);
      expect(quoted).toContain(`\u2068${text}\u2069`);
      expect(quoted).toMatch(/^[^\u2068]+\u2068[^]*\u2069[^\u2069]+$/u);
    }
  });
});

describe.each(Object.entries(ALL_MESSAGES))("the %s pages' position", (_tag, { pages }) => {
  it("names a page of one product by its number, not as a range", () => {
    const one = pages.position("2", "2", "⟨c⟩", "⟨c⟩");
    expect(one.split("⟨c⟩")).toHaveLength(2);
  });
});

describe.each(LOCALES.map(({ tag }) => tag))("the %s price fields' examples", (tag) => {
  it("write 9.99 with the decimal separator the page's prices have, which the fields read", () => {
    const { decimal } = formatsOf(tag).separators;
    const { price } = ALL_MESSAGES[tag];
    for (const text of [price.hint, price.notANumber("⟨a⟩"), price.notWholeCents("⟨a⟩")]) {
      expect(text).toContain(`9${decimal}99`);
    }
  });
});

describe("each language's typography", () => {
  const all = (messages: Messages) => [
    ...texts(messages).map(([, text]) => text),
    ...calls(messages, { count: "2", form: "other" }).map(([, text]) => text),
  ];

  it("puts French's no-break spaces before : ; ! ? and inside « »", () => {
    for (const text of all(fr))
      expect(text).not.toMatch(/[^\u00a0]:|[^\u202f][;!?]|«[^\u00a0]|[^\u00a0]»/u);
  });

  it("writes Uzbek's oʻ, gʻ and tutuq with modifier letters, not apostrophes", () => {
    for (const text of all(uzLatn)) expect(text).not.toMatch(/['‘’`]/u);
  });

  it("punctuates Chinese with full-width marks", () => {
    for (const text of all(zhCN)) expect(text).not.toMatch(/\p{Script=Han}[,.:;!?()]/u);
  });
});
