import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useNavigation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { KEPT_BY_LANGUAGE_CHANGE } from "../catalog/address/catalog-links";
import { createAddressReader } from "../catalog/address/catalog-params";
import { CATALOG_ROUTE_ID } from "../catalog/catalog-route";
import { formatsOf } from "../i18n/formats";
import { I18nProvider } from "../i18n/i18n-context";
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

/** What the form would send: its fields, in order. */
const sent = (select: HTMLElement) =>
  [...new FormData(select.closest("form") ?? undefined)].map(
    ([name, value]) => `${name}=${typeof value === "string" ? value : value.name}`,
  );

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

  // The page's script adds the address's other parameters (shell-address.test.tsx).
  it("sends the language, and the seed the visit drew where the address names none", async () => {
    const select = await renderPicker("/?count=500&q=hat&category=Home&product=x&page=2");
    await waitFor(() => {
      expect(sent(select)).toEqual(["locale=en", "seed=77"]);
    });
  });

  it("leaves a seed the address names to the address", async () => {
    const select = await renderPicker("/?seed=4&locale=fr");
    expect(sent(select)).toEqual(["locale=en"]);
  });

  it("sends the seed the visit drew in place of one the address names but that reads as none", async () => {
    const select = await renderPicker("/?seed=oops");
    await waitFor(() => {
      expect(sent(select)).toEqual(["locale=en", "seed=77"]);
    });
  });

  it("sends the price bounds as the page read them, and empties one it ignored", async () => {
    const select = await renderPicker("/?seed=4&max=1,000&min=abc");
    expect(sent(select)).toEqual(["locale=en", "min=", "max=1000"]);
  });

  it("writes the seed the visit drew into the entry it leaves, for Back to show the same products", async () => {
    history.replaceState({ idx: 0 }, "", "/?count=20#top");
    const select = await renderPicker("/?count=20");
    await waitFor(() => {
      expect(sent(select)).toContain("seed=77");
    });
    fireEvent.submit(select);
    expect(location.search).toBe("?count=20&seed=77");
    expect(location.hash).toBe("#top");
    expect(history.state).toEqual({ idx: 0 });
    history.replaceState(null, "", "/");
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

  it("names for the page's script what a change of language keeps", async () => {
    const select = await renderPicker("/?seed=4");
    expect(select.closest("form")?.dataset.keeps?.split(" ")).toEqual(KEPT_BY_LANGUAGE_CHANGE);
  });

  it("leaves no choice for the browser to restore on Back: the page's own language shows", async () => {
    expect(await renderPicker("/?seed=4")).toHaveAttribute("autocomplete", "off");
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
    act(() => {
      land();
    });
    await waitFor(() => {
      expect(requestSubmit).toHaveBeenCalledTimes(1);
    });
    expect(router.state.location.search).toBe("?seed=4&q=chicken");
  });
});
