import { afterEach, describe, expect, it } from "vitest";
import { sendPrerenderedFormAsTheApp, takePrerenderedForm } from "./prerendered-form";

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

/**
 * What the form sends, as its query string: its entries once its `formdata` listeners have
 * run (jsdom builds the entries but fires no `formdata` event, so the test does).
 */
function sent(form: HTMLFormElement): string {
  const formData = new FormData(form);
  form.dispatchEvent(Object.assign(new Event("formdata"), { formData }));
  return [...formData]
    .map(([name, value]) => `${name}=${typeof value === "string" ? value : "(a file)"}`)
    .join("&");
}

afterEach(() => {
  takePrerenderedForm();
  document.body.replaceChildren();
});

describe("sendPrerenderedFormAsTheApp", () => {
  it("gives the served form the address's seed, size, category, order and language", () => {
    const form = serveShell();
    sendPrerenderedFormAsTheApp(
      new URLSearchParams("seed=42&count=500&category=Home&sort=price-asc&locale=fr&q=old&page=3"),
    );
    expect(sent(form)).toBe("category=Home&sort=price-asc&seed=42&count=500&locale=fr");
  });

  it("leaves the language a language's shell keeps as it is", () => {
    const form = serveShell({ locale: "he" });
    sendPrerenderedFormAsTheApp(new URLSearchParams("locale=he-IL&seed=7"));
    expect(sent(form)).toBe("locale=he&seed=7");
  });

  it("adds nothing for a plain address, and nothing where there is no form", () => {
    const form = serveShell();
    sendPrerenderedFormAsTheApp(new URLSearchParams(""));
    expect(sent(form)).toBe("");
    document.body.replaceChildren();
    expect(() => {
      sendPrerenderedFormAsTheApp(new URLSearchParams("seed=1"));
    }).not.toThrow();
  });

  it("sends the fields as the app's form does: trimmed, and the empty ones left out", () => {
    const form = serveShell();
    sendPrerenderedFormAsTheApp(new URLSearchParams("seed=42"));
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    field("q").value = " lamp\u200b ";
    field("min").value = "  ";
    field("max").value = " 9,99 ";
    expect(sent(form)).toBe("q=lamp&max=9,99&seed=42");
  });
});

describe("takePrerenderedForm", () => {
  it("reads what was typed into the served form until it is taken, with the caret of the field focused last", () => {
    const form = serveShell({ seed: "42" });
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    sendPrerenderedFormAsTheApp(new URLSearchParams("seed=42"));
    field("max").value = "250";
    field("q").focus();
    field("q").value = "chair";
    field("q").setSelectionRange(2, 4);
    // The app's commit removes the served page, which blurs the field (Chromium says so).
    form.remove();
    expect(document.activeElement).toBe(document.body);
    const typed = takePrerenderedForm();
    expect(Object.fromEntries(typed?.values ?? [])).toEqual({ q: "chair", max: "250" });
    expect(typed?.focused).toEqual({ name: "q", start: 2, end: 4 });
  });

  it("gives no caret once focus has gone elsewhere, and is read once", () => {
    const form = serveShell();
    const elsewhere = document.body.appendChild(document.createElement("button"));
    sendPrerenderedFormAsTheApp(new URLSearchParams(""));
    (form.elements.namedItem("q") as HTMLInputElement).focus();
    elsewhere.focus();
    expect(takePrerenderedForm()).toEqual({ values: new Map(), focused: null });
    expect(takePrerenderedForm()).toBeNull();
  });

  it("is null where no form was served", () => {
    sendPrerenderedFormAsTheApp(new URLSearchParams(""));
    expect(takePrerenderedForm()).toBeNull();
  });
});
