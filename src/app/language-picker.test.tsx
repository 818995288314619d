import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useNavigation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CatalogAddress, createAddressReader } from "../catalog/address/catalog-address";
import { CATALOG_ROUTE_ID } from "../catalog/catalog-route";
import { formatsOf } from "../i18n/formats";
import { I18nProvider } from "../i18n/i18n";
import { LOCALES } from "../i18n/locales";
import { messages as hebrew } from "../i18n/messages/he";
import { LanguagePicker } from "./language-picker";

/** What the catalogue's route of an English page gives its visit's pages: its seed, its reader. */
const visit = (seed: number) => ({ seed, addressOf: createAddressReader(formatsOf("en")) });

/** The picker on the catalogue's route, whose visit drew `seed`, at `url`. */
async function renderPicker(url: string, seed = 77) {
  const router = createMemoryRouter(
    [
      {
        id: CATALOG_ROUTE_ID,
        path: "/",
        loader: () => visit(seed),
        HydrateFallback: () => null,
        Component: LanguagePicker,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole("combobox", { name: "Language" });
}

/** Where the picker sent the page: the change of language it asked for, if any. */
const changes = vi.hoisted(() => ({ change: vi.fn() }));
vi.mock("../catalog/address/language-change", async (original) => ({
  ...(await original<typeof import("../catalog/address/language-change")>()),
  changeLanguage: changes.change,
}));

afterEach(() => {
  changes.change.mockClear();
});

/** Chooses `tag` and presses the button: the address, language and seed it sent. */
function choose(select: HTMLElement, tag: string) {
  fireEvent.change(select, { target: { value: tag } });
  fireEvent.submit(select);
  const [address, locale, seed] = (changes.change.mock.lastCall ?? []) as [
    CatalogAddress | undefined,
    string,
    string | null,
  ];
  return { query: address?.params.toString(), locale, seed };
}

describe("LanguagePicker", () => {
  it("lists every language by its own name, each option in its language", async () => {
    const select = await renderPicker("/");
    const options = within(select).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("lang"))).toEqual(
      LOCALES.map(({ tag }) => tag),
    );
    expect(within(select).getByRole("option", { name: "עברית" })).toHaveAttribute("dir", "rtl");
    expect(within(select).getByRole("option", { name: "Français" })).toBeInTheDocument();
    expect(select).toHaveValue("en");
  });

  // What the change keeps and leaves: language-change.test.ts.
  it("changes to the language chosen from the address as the page read it, with the seed the visit drew", async () => {
    const select = await renderPicker("/?count=500&q=hat&seed=oops");
    expect(choose(select, "fr")).toEqual({
      query: "count=500&q=hat&seed=oops",
      locale: "fr",
      seed: "77",
    });
  });

  it("leaves a seed the address names to the address", async () => {
    const select = await renderPicker("/?seed=4&locale=fr");
    expect(choose(select, "da")).toEqual({ query: "seed=4&locale=fr", locale: "da", seed: null });
  });

  it("changes before the products are there too, with no seed drawn yet", () => {
    const router = createMemoryRouter([{ path: "/", Component: LanguagePicker }], {
      initialEntries: ["/?q=hat&min=1,5"],
    });
    render(<RouterProvider router={router} />);
    const { locale, seed } = choose(screen.getByRole("combobox", { name: "Language" }), "he");
    expect({ locale, seed }).toEqual({ locale: "he", seed: null });
    const [address] = changes.change.mock.lastCall as [CatalogAddress];
    expect(address.filters.minPrice.text).toBe("1,5");
  });

  it("speaks the page's language, its own choice selected", () => {
    const he = LOCALES.find(({ tag }) => tag === "he");
    if (!he) throw new Error("no Hebrew");
    const router = createMemoryRouter([{ path: "/", Component: LanguagePicker }]);
    render(
      <I18nProvider value={{ locale: he, messages: hebrew, formats: formatsOf("he") }}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(screen.getByRole("combobox", { name: hebrew.footer.language })).toHaveValue("he");
    expect(screen.getByRole("button", { name: hebrew.footer.change })).toHaveAttribute(
      "type",
      "submit",
    );
  });

  it("leaves no choice for the browser to restore on Back: the page's own language shows", async () => {
    const select = await renderPicker("/?seed=4");
    expect(select).toHaveAttribute("autocomplete", "off");
    // A page the browser kept and shows again as it was left.
    fireEvent.change(select, { target: { value: "fr" } });
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(select).toHaveValue("en");
  });

  it("pressed while an address is pending, goes once it has landed", async () => {
    let land = () => undefined;
    const router = createMemoryRouter(
      [
        {
          id: CATALOG_ROUTE_ID,
          path: "/",
          loader: ({ request }) =>
            new URL(request.url).searchParams.has("q")
              ? new Promise((resolve) => {
                  land = () => {
                    resolve(visit(4));
                  };
                })
              : visit(4),
          HydrateFallback: () => null,
          Component: () => (
            <>
              <LanguagePicker />
              <p>{useNavigation().state}</p>
            </>
          ),
        },
      ],
      { initialEntries: ["/?seed=4"] },
    );
    render(<RouterProvider router={router} />);
    const form = (await screen.findByRole("combobox", { name: "Language" })).closest("form");
    if (!form) throw new Error("no form");
    const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    act(() => {
      void router.navigate("/?seed=4&q=chicken");
    });
    await screen.findByText("loading");
    // The browser would send it now, from the address the page is leaving.
    expect(fireEvent.submit(form)).toBe(false);
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(changes.change).not.toHaveBeenCalled();
    act(() => {
      land();
    });
    await waitFor(() => {
      expect(requestSubmit).toHaveBeenCalledTimes(1);
    });
    expect(router.state.location.search).toBe("?seed=4&q=chicken");
  });
});
