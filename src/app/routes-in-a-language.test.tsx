import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { catalogOf, EMPTY_SNAPSHOT, grownSnapshot } from "../catalog/data/model";
import { generateCatalog } from "../catalog/data/worker-pool";
import { formatsOf } from "../i18n/formats";
import { I18nProvider } from "../i18n/i18n";
import { LOCALES } from "../i18n/locales";
import { messages as tr } from "../i18n/messages/tr";
import { makeProduct } from "../testing/product-fixtures";
import { expectTitle } from "../testing/render-routes";
import { createRoutes } from "./routes";

// Turkish products, where Turkish and English differ: I and İ, ı and i, Ç among the letters.
const PRODUCTS = [
  makeProduct({ _id: "id-1", name: "İpek Şapka", category: "Giyim", price: "100.50" }),
  makeProduct({ _id: "id-2", name: "Işık Masa", category: "Ev", price: "700.00" }),
  makeProduct({ _id: "id-3", name: "ılık Çay", category: "Çay", price: "9.99" }),
  makeProduct({ _id: "id-4", name: "Cam Vazo", category: "Ev", price: "250.00" }),
  makeProduct({ _id: "id-5", name: "çelik Kaşık", category: "Ev", price: "800.00" }),
];

// The real routes over known products, made as the workers make them: in the language asked.
vi.mock(import("../catalog/data/worker-pool"), () => ({
  generateCatalog: vi.fn(),
}));
vi.mocked(generateCatalog).mockImplementation(({ locale }) => {
  const snapshot = grownSnapshot(EMPTY_SNAPSHOT, catalogOf(PRODUCTS, 0, locale));
  return Promise.resolve({
    total: PRODUCTS.length,
    subscribe: () => () => undefined,
    getSnapshot: () => snapshot,
  });
});

/** The app's routes in Turkish, as main.tsx makes them for a Turkish page, at `url`. */
async function renderInTurkish(url: string) {
  const locale = LOCALES.find(({ tag }) => tag === "tr");
  if (!locale) throw new Error("no Turkish");
  const router = createMemoryRouter(createRoutes(locale), { initialEntries: [url] });
  render(
    <I18nProvider value={{ locale, messages: tr, formats: formatsOf("tr") }}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await waitFor(() => {
    expect(screen.getByRole("combobox", { name: tr.category.label })).toBeEnabled();
  });
  return { user: userEvent.setup(), router };
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
const cardNames = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

/** The search (or price) applied, once the loading step has shown it. */
async function submitted(
  field: HTMLElement,
  text: string,
  user: ReturnType<typeof userEvent.setup>,
) {
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
  await screen.findByRole("status", { name: tr.loading.products });
  await waitFor(() => {
    expect(screen.queryByRole("status", { name: tr.loading.products })).not.toBeInTheDocument();
  });
}

describe("the app's routes in another language", () => {
  it("search, list, order and read prices as the language does, and keep it in every link", async () => {
    const { user, router } = await renderInTurkish("/?locale=tr&seed=42");
    await expectTitle(`${tr.catalog.title} – Product Hub`);
    const category = screen.getByRole("combobox", { name: tr.category.label });
    // Turkish collation: Ç between C and D (code units would put it after Z).
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([tr.category.all, "Çay", "Ev", "Giyim"]);

    // Turkish case: IŞIK is ışık (English would read işik, and find nothing).
    await submitted(screen.getByRole("searchbox"), "IŞIK", user);
    expect(cardNames()).toEqual(["Işık Masa"]);
    expect(query(router.state.location.search)).toEqual({ locale: "tr", seed: "42", q: "IŞIK" });
    await expectTitle(
      `${tr.catalog.quoted("IŞIK")} – ${tr.catalog.products({ count: "1", form: "one" })} – Product Hub`,
    );

    await submitted(screen.getByRole("searchbox"), "", user);
    await user.selectOptions(category, "Ev");
    await waitFor(() => {
      expect(cardNames()).toEqual(["Işık Masa", "Cam Vazo", "çelik Kaşık"]);
    });
    await user.selectOptions(screen.getByRole("combobox", { name: tr.sort.label }), "name-asc");
    await waitFor(() => {
      expect(cardNames()).toEqual(["Cam Vazo", "çelik Kaşık", "Işık Masa"]);
    });
    await user.selectOptions(screen.getByRole("combobox", { name: tr.category.label }), "");
    await screen.findByRole("status", { name: tr.loading.products });
    await waitFor(() => {
      expect(cardNames()).toHaveLength(PRODUCTS.length);
    });

    // A decimal comma, as Turkish writes one; the URL keeps the amount as read.
    await user.type(screen.getByRole("textbox", { name: tr.price.max }), "700");
    const min = screen.getByRole("textbox", { name: tr.price.min });
    await submitted(min, "100,5", user);
    expect(cardNames()).toEqual(["Cam Vazo", "Işık Masa", "İpek Şapka"]);
    expect(query(router.state.location.search)).toMatchObject({ min: "100.50", max: "700" });
    expect(min).not.toHaveAttribute("aria-invalid", "true");
    // The same bound with a dot: read as meant, and said; the order kept (Turkish: I before İ).
    // The address is the same: no loading step.
    await user.clear(min);
    await user.type(min, "100.5{Enter}");
    await waitFor(() => {
      expect(screen.getByRole("textbox", { name: tr.price.min })).toHaveAccessibleDescription(
        tr.price.readAs(tr.price.min, formatsOf("tr").price("100.50")),
      );
    });
    expect(screen.getByRole("textbox", { name: tr.price.min })).toHaveValue("100.5");
    expect(query(router.state.location.search)).toMatchObject({ min: "100.50", max: "700" });
    expect(cardNames()).toEqual(["Cam Vazo", "Işık Masa", "İpek Şapka"]);

    // The details, Share's link and the 404 screen, in Turkish, the language kept.
    await user.click(screen.getByRole("button", { name: `${tr.card.viewDetails} İpek Şapka` }));
    const dialog = await screen.findByRole("dialog", { name: "İpek Şapka" });
    expect(within(dialog).getByText(tr.details.id, { exact: true })).toBeVisible();
    expect(query(router.state.location.search)).toMatchObject({ locale: "tr", product: "id-1" });
    expect(within(dialog).getAllByRole("button", { name: tr.details.close })).toHaveLength(2);
    // Back closes it (jsdom's dialog does not close as a browser's does).
    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(query(router.state.location.search)).not.toHaveProperty("product");
    });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: tr.share.share }));
    expect(await screen.findByText(tr.share.copied)).toBeVisible();
    expect(query(new URL(String(writeText.mock.calls[0]?.[0])).search)).toMatchObject({
      locale: "tr",
      seed: "42",
    });

    await act(() => router.navigate("/no-such-page?locale=tr&seed=42"));
    expect(await screen.findByRole("heading", { level: 1, name: tr.error.title })).toBeVisible();
    expect(screen.getByText(tr.error.notFound)).toBeVisible();
    await expectTitle(`${tr.error.notFoundTitle} – Product Hub`);
    expect(screen.getByRole("link", { name: tr.error.back })).toHaveAttribute(
      "href",
      "/?seed=42&locale=tr",
    );
  });
});
