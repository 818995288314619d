import { afterEach, describe, expect, it } from "vitest";
import { keepAddressInPrerenderedForm } from "./prerendered-form";

/** The prerendered search form as a shell serves it, with its hidden fields if any. */
function serveShell(hidden: Record<string, string> = {}): HTMLFormElement {
  const form = document.createElement("form");
  form.name = "search";
  for (const name of ["q", "min", "max"]) {
    const field = document.createElement("input");
    field.name = name;
    form.append(field);
  }
  for (const [name, value] of Object.entries(hidden)) {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = name;
    field.value = value;
    form.append(field);
  }
  document.body.append(form);
  return form;
}

/** What the form would send, as its query string. */
const sent = (form: HTMLFormElement) =>
  [...form.elements]
    .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement)
    .map(({ name, value }) => `${name}=${value}`)
    .join("&");

afterEach(() => {
  document.body.replaceChildren();
});

describe("keepAddressInPrerenderedForm", () => {
  it("gives the served form the address's seed, size, category, order and language", () => {
    const form = serveShell();
    keepAddressInPrerenderedForm(
      new URLSearchParams("seed=42&count=500&category=Home&sort=price-asc&locale=fr&q=old&page=3"),
    );
    expect(sent(form)).toBe(
      "q=&min=&max=&category=Home&sort=price-asc&seed=42&count=500&locale=fr",
    );
  });

  it("leaves the language a language's shell keeps as it is", () => {
    const form = serveShell({ locale: "he" });
    keepAddressInPrerenderedForm(new URLSearchParams("locale=he-IL&seed=7"));
    expect(sent(form)).toBe("q=&min=&max=&locale=he&seed=7");
  });

  it("adds nothing for a plain address, and nothing where there is no form", () => {
    const form = serveShell();
    keepAddressInPrerenderedForm(new URLSearchParams(""));
    expect(sent(form)).toBe("q=&min=&max=");
    document.body.replaceChildren();
    expect(() => {
      keepAddressInPrerenderedForm(new URLSearchParams("seed=1"));
    }).not.toThrow();
  });
});
