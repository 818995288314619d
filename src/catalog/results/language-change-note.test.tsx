import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { I18nProvider } from "../../i18n/i18n-context";
import { LOCALES } from "../../i18n/locales";
import { messages as fr } from "../../i18n/messages/fr";
import { LanguageChangeNote } from "./language-change-note";

/** The note on a French page whose history entry has `state`, its products there or not. */
function renderNote(state: unknown, ready = true) {
  const locale = LOCALES.find(({ tag }) => tag === "fr");
  if (!locale) throw new Error("no French");
  const router = createMemoryRouter(
    [{ path: "/", Component: () => <LanguageChangeNote ready={ready} /> }],
    {
      initialEntries: [{ pathname: "/", search: "?seed=42&locale=fr", state }],
    },
  );
  render(
    <I18nProvider value={{ locale, messages: fr, formats: formatsOf("fr") }}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, status: screen.getByRole("status") };
}

describe("LanguageChangeNote", () => {
  it("says, in the page's language, the search and category the change of language left", () => {
    const { status } = renderNote({ leftByLanguageChange: "q=chicken&category=Books" });
    // Its no-break spaces as written (toHaveTextContent would make them spaces).
    expect(status.textContent).toBe(
      fr.languageLeft.both(fr.catalog.quoted("chicken"), fr.catalog.quoted("Books")),
    );
    expect(status).not.toHaveClass("sr-only");
  });

  it("is an empty status, out of the layout, when the change left nothing or none was made", () => {
    for (const state of [{ leftByLanguageChange: "" }, null]) {
      const { status } = renderNote(state);
      expect(status).toBeEmptyDOMElement();
      expect(status).toHaveClass("sr-only");
      status.closest("div")?.remove();
    }
  });

  it("says nothing before the products, which it comes with", () => {
    const { status } = renderNote({ leftByLanguageChange: "q=chicken" }, false);
    expect(status).toBeEmptyDOMElement();
    expect(status).toHaveClass("sr-only");
  });

  it("says no more once the visitor has gone on to another address", async () => {
    const { router, status } = renderNote({ leftByLanguageChange: "q=chicken" });
    expect(status).not.toBeEmptyDOMElement();
    await act(() => router.navigate("/?seed=42&locale=fr&q=poulet"));
    expect(status).toBeEmptyDOMElement();
  });
});
