import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { documentTitle } from "../components/document";
import { PRODUCT_COUNT } from "../constants";
import { ENGLISH_I18N } from "../i18n/i18n";
import { en } from "../i18n/messages/en";
import { highlightParts } from "../i18n/search-fold";
import { growingCatalog, SAMPLE_PRODUCTS } from "../testing/product-fixtures";
import { expectTitle, renderRouter, renderRoutes } from "../testing/render-routes";
import { NO_FILTERS, SORT_ORDERS } from "./address/catalog-address";
import { createCatalogRoute } from "./catalog-route";
import { generateCatalog } from "./data/worker-pool";
import { catalogTitle } from "./results/announcements";

// The real route (loader, shouldRevalidate, page) over known products: only the workers
// are replaced, so that names and categories are exact.
vi.mock(import("./data/worker-pool"), async () => {
  const { completeCatalog, SAMPLE_PRODUCTS } = await import("../testing/product-fixtures");
  return { generateCatalog: vi.fn(() => Promise.resolve(completeCatalog(SAMPLE_PRODUCTS))) };
});

// The search's marks, counted: each card's name asks for them once per render of the card.
vi.mock(import("../i18n/search-fold"), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, highlightParts: vi.fn(original.highlightParts) };
});

beforeEach(() => {
  vi.mocked(generateCatalog).mockClear();
});

/**
 * The real route at `url`, once its page shows the products (before, its search form works
 * already, but the other controls are disabled).
 */
async function renderPage(url = "/?seed=42") {
  const user = renderRoutes([{ path: "/", ...createCatalogRoute() }], url);
  await waitFor(() => {
    expect(screen.getByRole("combobox", { name: "Category" })).toBeEnabled();
  });
  loadingSteps.forget();
  return user;
}

const cardNames = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

const optionLabels = () =>
  within(screen.getByRole("combobox", { name: "Category" }))
    .getAllByRole("option")
    .map((option) => option.textContent);

const LOADING = "[role=status][aria-label='Loading products']";

/**
 * The loading steps the page shows, watched from each test's start: the moment a step's
 * spinner shows, what it shows is checked (its inert content has lost focus then, as in
 * a browser: src/testing/browser-focus.ts). Looked for after an act instead, a step of
 * 500 ms could end first when a loaded machine pauses the test.
 */
function watchLoadingSteps() {
  /** Each step shown and not yet waited for: what was wrong with it as it showed, if anything. */
  let shown: (Error | null)[] = [];
  let showing = false;
  const observer = new MutationObserver(() => {
    const now = document.querySelector(LOADING) !== null;
    if (now && !showing) shown.push(stepProblem());
    showing = now;
  });
  beforeEach(() => {
    shown = [];
    showing = false;
    observer.observe(document.body, { childList: true, subtree: true });
  });
  afterEach(() => {
    observer.disconnect();
  });
  return {
    /** Forgets the steps shown so far: the page's first load shows the spinner too. */
    forget: () => {
      shown = [];
    },
    /** The spec's 500 ms step: the spinner replaced the page's content, which comes back. */
    async next() {
      await waitFor(() => {
        expect(shown.length, "a loading step showed").toBeGreaterThan(0);
      });
      const problem = shown.shift();
      if (problem) throw problem;
      await screen.findByRole("searchbox");
      expect(document.querySelector(LOADING)).toBeNull();
    },
  };
}

/** What is wrong with a loading step as it shows: it replaces everything under the heading. */
function stepProblem(): Error | null {
  try {
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const loadingSteps = watchLoadingSteps();
const waitForLoadingStep = () => loadingSteps.next();

/** Category "Home", then the search "steel" within it, each through its loading step. */
async function chooseHomeThenSearchSteel(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole("combobox", { name: "Category" }), "Home");
  await waitForLoadingStep();
  await user.type(screen.getByRole("searchbox"), "steel{Enter}");
  await waitForLoadingStep();
}

/** The page in a router the test holds, to go Back and Forward as the browser's buttons do. */
async function renderPageInRouter(url = "/?seed=42") {
  const rendered = renderRouter([{ path: "/", ...createCatalogRoute() }], url);
  await waitFor(() => {
    expect(screen.getByRole("combobox", { name: "Category" })).toBeEnabled();
  });
  loadingSteps.forget();
  return rendered;
}

describe("CatalogPage before its products", () => {
  /** The page as it is prerendered, and hydrated: its route's loader never ends. */
  function renderBeforeProducts(url = "/?seed=42&q=lamp&category=Home&sort=price-asc") {
    renderRoutes(
      [{ path: "/", ...createCatalogRoute(), loader: () => new Promise<never>(() => undefined) }],
      url,
    );
  }

  it("says the products are loading, under the page's heading", () => {
    renderBeforeProducts();
    expect(screen.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading products" })).toBeInTheDocument();
  });

  it("keeps a search sent before the products in the box, and says the products are loading", async () => {
    const user = renderRoutes(
      [{ path: "/", ...createCatalogRoute(), loader: () => new Promise<never>(() => undefined) }],
      "/?seed=42",
    );
    await user.type(screen.getByRole("searchbox"), "chair{Enter}");
    await waitFor(() => {
      expect(screen.getByRole("searchbox")).toHaveValue("chair");
    });
    // Long enough for a render that would empty it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole("searchbox")).toHaveValue("chair");
    expect(screen.getByRole("status", { name: "Loading products" })).toBeInTheDocument();
  });

  it(`shows the address's choices, a search form that works, the rest disabled, ${String(PRODUCT_COUNT)} placeholders`, () => {
    renderBeforeProducts();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("searchbox")).toHaveValue("lamp");
    expect(screen.getByRole("searchbox")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Search" })).toBeEnabled();
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(category).toHaveValue("Home");
    expect(category).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Reset" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Share" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    const placeholders = document.querySelectorAll("article");
    expect(placeholders).toHaveLength(PRODUCT_COUNT);
    expect(placeholders[0]?.closest("[inert]")).not.toBeNull();
  });
});

describe("CatalogPage", () => {
  it("shows the heading, the controls and a card per product", async () => {
    await renderPage();
    const search = await screen.findByRole("searchbox", { name: "Search products by name" });
    expect(screen.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    expect(search).toHaveAttribute("placeholder", "Search for a product");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Reset" })).toBeVisible();
    expect(optionLabels()).toEqual(["All categories", "Clothing", "Computers", "Home"]);
    expect(cardNames()).toEqual(SAMPLE_PRODUCTS.map((product) => product.name));
  });

  it("brings back what each field applied on Back and Forward", async () => {
    const { user, router } = await renderPageInRouter();
    await user.type(screen.getByRole("textbox", { name: "Min price" }), " 20 ");
    await user.type(screen.getByRole("textbox", { name: "Max price" }), "130");
    await user.type(screen.getByRole("searchbox"), "s{Enter}");
    await waitForLoadingStep();
    expect(router.state.location.search).toBe("?seed=42&q=s&min=20&max=130");
    expect(cardNames()).toEqual([
      "Sleek Cotton Hat",
      "Rustic Steel Chair",
      "Ergonomic Steel Keyboard",
    ]);
    void router.navigate(-1);
    await waitForLoadingStep();
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Min price" })).toHaveValue("");
    expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
    void router.navigate(1);
    await waitForLoadingStep();
    expect(screen.getByRole("searchbox")).toHaveValue("s");
    expect(screen.getByRole("textbox", { name: "Min price" })).toHaveValue("20");
    expect(screen.getByRole("textbox", { name: "Max price" })).toHaveValue("130");
  });

  it("gives focus back after Back and Forward to the control the loading step took it from", async () => {
    const { user, router } = await renderPageInRouter();
    const category = screen.getByRole("combobox", { name: "Category" });
    await user.selectOptions(category, "Home");
    await waitForLoadingStep();
    await router.navigate(-1);
    await waitForLoadingStep();
    expect(category).toHaveFocus();
    await router.navigate(1);
    await waitForLoadingStep();
    expect(category).toHaveFocus();
  });

  it("gives focus back, once the loading step that took it ends, to the control used: the box, a price field, the category, Reset", async () => {
    const user = await renderPage();
    await user.type(screen.getByRole("searchbox"), "steel{Enter}");
    await waitForLoadingStep();
    expect(screen.getByRole("searchbox")).toHaveFocus();
    await user.type(screen.getByRole("textbox", { name: "Max price" }), "500{Enter}");
    await waitForLoadingStep();
    expect(screen.getByRole("textbox", { name: "Max price" })).toHaveFocus();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Home");
    await waitForLoadingStep();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitForLoadingStep();
    expect(screen.getByRole("button", { name: "Reset" })).toHaveFocus();
  });

  it("leaves focus alone after Back and Forward when the step took none: only the visitor's own change moves it", async () => {
    const { user, router } = await renderPageInRouter();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Home");
    await waitForLoadingStep();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveFocus();
    screen.getByRole("combobox", { name: "Category" }).blur();
    void router.navigate(-1);
    await waitForLoadingStep();
    expect(document.body).toHaveFocus();
  });

  it("titles and announces what Back and Forward bring back", async () => {
    const { user, router } = await renderPageInRouter();
    await chooseHomeThenSearchSteel(user);
    const liveRegion = screen.getAllByRole("status").find((region) => !region.ariaLabel);
    const searched = "“\u2068steel\u2069” in Home – 1 product – Product Hub";
    await expectTitle(searched);
    for (const [step, title, said] of [
      [-1, "Home – 2 products – Product Hub", "2 products"],
      [-1, "All Products – Product Hub", "5 products"],
      [1, "Home – 2 products – Product Hub", "2 products"],
      [1, searched, "1 product"],
    ] as const) {
      void router.navigate(step);
      await waitForLoadingStep();
      await expectTitle(title);
      expect(liveRegion).toHaveTextContent(said);
    }
  });

  it("shows nothing for an unknown category in the URL, and keeps it in the dropdown", async () => {
    await renderPage("/?seed=42&category=No%20such%20thing");
    expect(screen.getByText("No Product Found")).toBeVisible();
    expect(optionLabels()).toEqual([
      "All categories",
      "“\u2068No\u00a0such\u00a0thing\u2069” – no such category",
    ]);
  });

  it("shows a category with spaces around it as it is applied: spaces visible, matching nothing", async () => {
    await renderPage("/?seed=42&category=%20Books");
    expect(screen.getByText("No Product Found")).toBeVisible();
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).toHaveValue(" Books");
    expect(optionLabels()).toEqual([
      "All categories",
      "“\u2068\u00a0Books\u2069” – no such category",
    ]);
  });

  it("names a real category as it is, even when the search leaves nothing of it", async () => {
    await renderPage("/?seed=42&category=Home&q=zzz");
    expect(screen.getByText("No Product Found")).toBeVisible();
    expect(optionLabels()).toEqual(["All categories", "Home"]);
  });

  it("lays out the requested result, hidden, while the loading step covers it", async () => {
    const user = await renderPage();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Home");
    const hiddenList = await screen.findByRole("list", { hidden: true });
    await waitFor(() => {
      expect(
        within(hiddenList)
          .getAllByRole("heading", { level: 2, hidden: true })
          .map((heading) => heading.textContent),
      ).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    });
    expect(screen.getByRole("status", { name: "Loading products" })).toBeInTheDocument();
    await waitForLoadingStep();
  });

  it("keeps the controls and the cards still shown, and their pictures, as the same nodes across a filter change", async () => {
    const user = await renderPage();
    const controls = () => [...document.querySelectorAll("input, select, button")];
    const before = controls();
    const box = screen.getByRole("searchbox");
    const chair = screen.getByRole("heading", { name: "Rustic Steel Chair" }).closest("li");
    const picture = screen.getByRole("img", { name: "Rustic Steel Chair" });
    await user.type(box, "steel{Enter}");
    await waitForLoadingStep();
    expect(cardNames()).toEqual(["Rustic Steel Chair", "Ergonomic Steel Keyboard"]);
    expect(screen.getByRole("searchbox")).toBe(box);
    expect(screen.getByRole("heading", { name: /Rustic Steel Chair/ }).closest("li")).toBe(chair);
    // A picture node kept is a picture not asked for again.
    expect(screen.getByRole("img", { name: "Rustic Steel Chair" })).toBe(picture);
    const added = controls().filter((control) => !before.includes(control));
    expect(added.map((control) => control.getAttribute("aria-label"))).toEqual(["Clear search"]);
  });

  it("adds no history entry and no loading step for a search that changes nothing", async () => {
    const { user, router } = await renderPageInRouter("/?seed=42&q=steel");
    const entry = router.state.location.key;
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.queryByRole("status", { name: "Loading products" })).not.toBeInTheDocument();
    expect(router.state.location.key).toBe(entry);
  });

  it("adds one history entry for the same search asked twice at once", async () => {
    const { user, router } = await renderPageInRouter();
    await user.type(screen.getByRole("searchbox"), "steel");
    await user.dblClick(screen.getByRole("button", { name: "Search" }));
    await waitForLoadingStep();
    expect(router.state.location.search).toBe("?seed=42&q=steel");
    void router.navigate(-1);
    await waitForLoadingStep();
    expect(router.state.location.search).toBe("?seed=42");
  });

  it("shows each card's image, name, category, price and a View Details button", async () => {
    await renderPage();
    const card = (await screen.findByRole("heading", { name: "Rustic Steel Chair" })).closest(
      "article",
    );
    if (!card) throw new Error("card not found");
    const inCard = within(card);
    expect(inCard.getByRole("img", { name: "Rustic Steel Chair" })).toBeVisible();
    expect(inCard.getByText("Category: Home")).toBeVisible();
    expect(inCard.getByText("Price: $120.50")).toBeVisible();
    // Its text, and the product it opens in its name, unlike every other card's.
    expect(
      inCard.getByRole("button", { name: "View Details Rustic Steel Chair" }),
    ).toHaveTextContent(/^View Details$/);
  });

  it("renders a search's cards once: laid out under the spinner, then shown as they are", async () => {
    const user = await renderPage();
    vi.mocked(highlightParts).mockClear();
    await user.type(screen.getByRole("searchbox"), "steel{Enter}");
    await waitForLoadingStep();
    const shown = cardNames().length;
    expect(shown).toBeGreaterThan(0);
    expect(highlightParts).toHaveBeenCalledTimes(shown);
  });

  it("reads a search's address once, for the route, the page and its controls", async () => {
    const user = await renderPage();
    /** Each query naming the search that the app read into parameters (React Router's own reads aside). */
    const read: string[] = [];
    vi.stubGlobal(
      "URLSearchParams",
      class extends URLSearchParams {
        constructor(init?: ConstructorParameters<typeof URLSearchParams>[0]) {
          super(init);
          // The frame that asked: this constructor's caller.
          const byTheRouter = new Error().stack?.split("\n")[2]?.includes("react-router") ?? false;
          if (typeof init === "string" && init.includes("steel") && !byTheRouter) read.push(init);
        }
      },
    );
    try {
      await user.type(screen.getByRole("searchbox"), "steel{Enter}");
      await waitForLoadingStep();
      expect(cardNames()).toEqual(["Rustic Steel Chair", "Ergonomic Steel Keyboard"]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(read).toEqual(["seed=42&q=steel"]);
  });

  it("searches by name on submit, case-insensitively, and returns focus to the text box", async () => {
    const user = await renderPage();
    await user.type(await screen.findByRole("searchbox"), "  COTTON {Enter}");
    await waitForLoadingStep();
    expect(cardNames()).toEqual(["Sleek Cotton Hat", "Small Cotton Gloves"]);
    expect(screen.getByRole("searchbox")).toHaveFocus();
    expect(screen.getByRole("searchbox")).toHaveValue("COTTON");
  });

  it("does not filter while typing, only when the form is submitted", async () => {
    const user = await renderPage();
    await user.type(await screen.findByRole("searchbox"), "cotton");
    expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitForLoadingStep();
    expect(cardNames()).toHaveLength(2);
  });

  it("filters by the chosen category and shrinks the dropdown to the shown categories", async () => {
    const user = await renderPage();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Category" }), "Home");
    await waitForLoadingStep();
    expect(cardNames()).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    expect(optionLabels()).toEqual(["All categories", "Home"]);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Home");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveFocus();
  });

  it("makes the products once: filtering and resetting never generate new ones", async () => {
    const user = await renderPage();
    await chooseHomeThenSearchSteel(user);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitForLoadingStep();
    expect(generateCatalog).toHaveBeenCalledTimes(1);
    expect(generateCatalog).toHaveBeenCalledWith(
      { count: 12, seed: 42, locale: "en" },
      expect.anything(),
    );
  });

  it("combines the search with the category", async () => {
    const user = await renderPage();
    await chooseHomeThenSearchSteel(user);
    expect(cardNames()).toEqual(["Rustic Steel Chair"]);
  });

  it('shows "No Product Found" when nothing matches', async () => {
    const user = await renderPage();
    await user.type(await screen.findByRole("searchbox"), "no such product{Enter}");
    await waitForLoadingStep();
    // The live region says it too; this is the visible paragraph.
    expect(screen.getByText("No Product Found", { selector: "p:not([role])" })).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByText(/products?$/)).not.toBeInTheDocument();
  });

  it("matches hostile search text literally and shows it as text: in the box, the names and the title", async () => {
    const user = await renderPage();
    const names = cardNames();
    // What the box shows and searches by, where it is not the text sent: an override goes.
    const searchedAs: Partial<Record<string, string>> = { "\u202eevil\u202c": "evil" };
    for (const text of [
      "(",
      ".*",
      "\\",
      "<img src=x onerror=alert(1)>",
      "<script>alert(1)</script>",
      "🚀🛒👩🏽‍💻",
      "e\u0301\u0308\u20dd",
      "\u202eevil\u202c",
      "Steel</h2>",
      "steel",
    ]) {
      const box = screen.getByRole("searchbox");
      await user.clear(box);
      // Pasted: typed, "[" and "{" would be read as keys.
      await user.click(box);
      await user.paste(text);
      await user.keyboard("{Enter}");
      await waitForLoadingStep();
      const searched = searchedAs[text] ?? text;
      const expected = names.filter((name) => name.toLowerCase().includes(searched.toLowerCase()));
      if (expected.length > 0) expect(cardNames(), text).toEqual(expected);
      else
        expect(screen.getByText("No Product Found", { selector: "p:not([role])" })).toBeVisible();
      expect(screen.getByRole("searchbox"), text).toHaveValue(searched);
      expect(document.querySelectorAll("img[src='x'], script, main h2 h2"), text).toHaveLength(0);
      await expectTitle(
        documentTitle(
          catalogTitle({ ...NO_FILTERS, query: searched }, expected.length, ENGLISH_I18N),
        ),
      );
      expect(document.querySelectorAll("title"), text).toHaveLength(1);
    }
  });

  it("applies a search of only spaces as none: no loading step, every product stays", async () => {
    const { user, router } = await renderPageInRouter();
    const entry = router.state.location.key;
    await user.type(screen.getByRole("searchbox"), "     {Enter}");
    expect(screen.queryByRole("status", { name: "Loading products" })).not.toBeInTheDocument();
    expect(router.state.location.key).toBe(entry);
    expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
  });

  it("says above the products how many there are, and describes the list with it", async () => {
    const user = await renderPage();
    const list = await screen.findByRole("list");
    const all = `${String(SAMPLE_PRODUCTS.length)} products`;
    expect(screen.getByText(all, { selector: "p:not([role])" })).toBeVisible();
    expect(list).toHaveAccessibleDescription(all);
    await chooseHomeThenSearchSteel(user);
    expect(screen.getByText("1 product", { selector: "p:not([role])" })).toBeVisible();
    expect(screen.getByRole("list")).toHaveAccessibleDescription("1 product");
  });

  it("marks in each name what the applied search matched, and nothing without one", async () => {
    const user = await renderPage();
    await screen.findByRole("list");
    expect(document.querySelectorAll("mark")).toHaveLength(0);
    await user.type(screen.getByRole("searchbox"), "cOTTON{Enter}");
    await waitForLoadingStep();
    expect([...document.querySelectorAll("h2 mark")].map((mark) => mark.textContent)).toEqual([
      "Cotton",
      "Cotton",
    ]);
    // The names read as before: the mark changes how they look, not what they say.
    expect(cardNames()).toEqual(["Sleek Cotton Hat", "Small Cotton Gloves"]);
    expect(screen.getByRole("heading", { name: "Sleek Cotton Hat" })).toBeVisible();
  });

  it("clears an applied search through the loading step, keeping the category", async () => {
    const user = await renderPage();
    await chooseHomeThenSearchSteel(user);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await waitForLoadingStep();
    expect(cardNames()).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Home");
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("searchbox")).toHaveFocus();
  });

  it("empties a search not yet applied on Escape, without a loading step", async () => {
    const user = await renderPage();
    await user.type(await screen.findByRole("searchbox"), "cotton{Escape}");
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.queryByRole("status", { name: "Loading products" })).not.toBeInTheDocument();
    expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
  });

  describe("price range", () => {
    const minPrice = () => screen.getByRole("textbox", { name: "Min price" });
    const maxPrice = () => screen.getByRole("textbox", { name: "Max price" });

    it("filters by the min and max price, inclusive, with the search, on submit", async () => {
      const user = await renderPage();
      await user.type(await screen.findByRole("textbox", { name: "Min price" }), "9.99");
      await user.type(maxPrice(), "120.5");
      expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
      await user.click(screen.getByRole("button", { name: "Search" }));
      await waitForLoadingStep();
      expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
      expect(cardNames()).toEqual([
        "Sleek Cotton Hat",
        "Rustic Steel Chair",
        "Small Cotton Gloves",
        "Ergonomic Steel Keyboard",
      ]);
      expect(minPrice()).toHaveValue("9.99");
      await user.type(screen.getByRole("searchbox"), "cotton{Enter}");
      await waitForLoadingStep();
      expect(cardNames()).toEqual(["Sleek Cotton Hat", "Small Cotton Gloves"]);
      await expectTitle("“\u2068cotton\u2069”, $9.99 to $120.50 – 2 products – Product Hub");
    });

    it("gives focus back to the price field it was submitted from", async () => {
      const user = await renderPage();
      await user.type(await screen.findByRole("textbox", { name: "Max price" }), "100{Enter}");
      await waitForLoadingStep();
      expect(maxPrice()).toHaveFocus();
      expect(cardNames()).toEqual([
        "Sleek Cotton Hat",
        "Small Cotton Gloves",
        "Ergonomic Steel Keyboard",
      ]);
      await user.type(minPrice(), "10{Enter}");
      await waitForLoadingStep();
      expect(minPrice()).toHaveFocus();
    });

    it("opens with the range a link names, combined with the category", async () => {
      await renderPage("/?seed=42&min=%2450&category=Home");
      expect(await screen.findByRole("textbox", { name: "Min price" })).toHaveValue("$50");
      expect(cardNames()).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    });

    it("ignores a bad bound, says why on its field, and moves focus there", async () => {
      const user = await renderPage();
      expect(await screen.findByRole("textbox", { name: "Min price" })).toHaveAccessibleDescription(
        en.price.hint,
      );
      expect(maxPrice()).toHaveAccessibleDescription(en.price.hint);
      await user.type(minPrice(), "abc");
      await user.type(maxPrice(), "-5{Enter}");
      await waitForLoadingStep();
      expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
      expect(minPrice()).toHaveValue("abc");
      expect(minPrice()).toBeInvalid();
      expect(minPrice()).toHaveAccessibleDescription(
        "Min price ignored: enter an amount in dollars, such as 25 or 9.99.",
      );
      expect(maxPrice()).toHaveAccessibleDescription(
        "Max price ignored: a price cannot be negative.",
      );
      expect(minPrice()).toHaveFocus();
      expect(document.title).toBe("All Products – Product Hub");
      // Once the field is edited, what it said is about text that is gone.
      await user.clear(minPrice());
      expect(minPrice()).not.toHaveAccessibleDescription();
      expect(minPrice()).toBeValid();
      expect(maxPrice()).toBeInvalid();
      await user.clear(maxPrice());
      expect(minPrice()).toHaveAccessibleDescription(en.price.hint);
    });

    it("ignores both bounds when the min is above the max, and says so on both", async () => {
      await renderPage("/?seed=42&min=100&max=10&q=steel");
      const message = "Price range ignored: the min price is above the max price.";
      expect(await screen.findByRole("textbox", { name: "Min price" })).toHaveAccessibleDescription(
        message,
      );
      expect(maxPrice()).toHaveAccessibleDescription(message);
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(cardNames()).toEqual(["Rustic Steel Chair", "Ergonomic Steel Keyboard"]);
    });

    it("keeps the reason on the field not yet edited of a min above the max", async () => {
      const user = await renderPage("/?seed=42&min=100&max=10");
      await user.clear(await screen.findByRole("textbox", { name: "Max price" }));
      expect(maxPrice()).not.toHaveAccessibleDescription();
      expect(minPrice()).toHaveAccessibleDescription(
        "Price range ignored: the min price is above the max price.",
      );
    });

    it("keeps a price typed but not applied when the search is cleared", async () => {
      const user = await renderPage("/?seed=42&q=cotton");
      await user.type(await screen.findByRole("textbox", { name: "Min price" }), "300");
      await user.click(screen.getByRole("button", { name: "Clear search" }));
      await waitForLoadingStep();
      expect(screen.getByRole("searchbox")).toHaveValue("");
      expect(minPrice()).toHaveValue("300");
    });

    it("is cleared by Reset, and kept by a change of category or order", async () => {
      const user = await renderPage("/?seed=42&min=20&max=200");
      await user.selectOptions(await screen.findByRole("combobox", { name: "Category" }), "Home");
      await waitForLoadingStep();
      expect(cardNames()).toEqual(["Rustic Steel Chair"]);
      await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price-desc");
      expect(maxPrice()).toHaveValue("200");
      await user.click(screen.getByRole("button", { name: "Reset" }));
      await waitForLoadingStep();
      expect(minPrice()).toHaveValue("");
      expect(maxPrice()).toHaveValue("");
      expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
    });

    it("is in the Share link, without a bound it ignores", async () => {
      const user = await renderPage("/?seed=42&min=10&max=oops");
      const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
      await user.click(await screen.findByRole("button", { name: "Share" }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?seed=42&min=10`);
    });
  });

  it("sorts at once, without the loading step, keeping the filters", async () => {
    const user = await renderPage();
    const sortBy = await screen.findByRole("combobox", { name: "Sort by" });
    expect(
      within(sortBy)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(SORT_ORDERS.map((order) => en.sort[order]));
    expect(sortBy).toHaveValue("featured");
    await user.selectOptions(sortBy, "price-asc");
    expect(screen.queryByRole("status", { name: "Loading products" })).not.toBeInTheDocument();
    expect(cardNames()).toEqual([
      "Small Cotton Gloves",
      "Sleek Cotton Hat",
      "Ergonomic Steel Keyboard",
      "Rustic Steel Chair",
      "Gorgeous Wooden Table",
    ]);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveFocus();

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Home");
    await waitForLoadingStep();
    expect(cardNames()).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price-desc");
    expect(cardNames()).toEqual(["Gorgeous Wooden Table", "Rustic Steel Chair"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "name-asc");
    expect(cardNames()).toEqual(["Gorgeous Wooden Table", "Rustic Steel Chair"]);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Home");
  });

  it("opens in the order a link names", async () => {
    await renderPage("/?seed=42&sort=name-asc");
    await screen.findByRole("list");
    expect(cardNames()).toEqual([
      "Ergonomic Steel Keyboard",
      "Gorgeous Wooden Table",
      "Rustic Steel Chair",
      "Sleek Cotton Hat",
      "Small Cotton Gloves",
    ]);
  });

  it("opens in the generated order for a bad sort in a link", async () => {
    await renderPage("/?seed=42&sort=cheapest");
    await screen.findByRole("list");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("featured");
    expect(cardNames()).toEqual(SAMPLE_PRODUCTS.map((product) => product.name));
  });

  it("resets the order to Featured, even without a filter to reset", async () => {
    const user = await renderPage("/?seed=42&sort=price-desc");
    await user.click(await screen.findByRole("button", { name: "Reset" }));
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("featured");
    expect(cardNames()).toEqual(SAMPLE_PRODUCTS.map((product) => product.name));
  });

  it("resets both filters and the text box, and shows every product again", async () => {
    const user = await renderPage();
    await chooseHomeThenSearchSteel(user);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitForLoadingStep();
    expect(cardNames()).toHaveLength(SAMPLE_PRODUCTS.length);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Reset" })).toHaveFocus();
  });

  it("announces the result count politely once each change settles, not on first load", async () => {
    const user = await renderPage();
    await screen.findByRole("searchbox");
    const liveRegion = screen.getAllByRole("status").find((region) => !region.ariaLabel);
    expect(liveRegion).toHaveTextContent(/^$/);
    await user.type(screen.getByRole("searchbox"), "cotton{Enter}");
    expect(liveRegion).toHaveTextContent(/^$/);
    await waitForLoadingStep();
    expect(liveRegion).toHaveTextContent("2 products");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Clothing");
    await waitForLoadingStep();
    expect(liveRegion).toHaveTextContent("2 products");
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "hat{Enter}");
    await waitForLoadingStep();
    expect(liveRegion).toHaveTextContent("1 product");
    await user.type(screen.getByRole("searchbox"), "zzz{Enter}");
    await waitForLoadingStep();
    expect(liveRegion).toHaveTextContent("No Product Found");
    expect(liveRegion?.isConnected).toBe(true);
  });

  it("announces first how a search read a price bound, or why it ignored one, each once", async () => {
    const user = await renderPage();
    await screen.findByRole("searchbox");
    const liveRegion = screen.getAllByRole("status").find((region) => !region.ariaLabel);
    const maxPrice = screen.getByRole("textbox", { name: "Max price" });
    await user.type(maxPrice, "1,000{Enter}");
    await waitForLoadingStep();
    const readAs = "Max price read as $1,000.00.";
    expect(maxPrice).toHaveAccessibleDescription(readAs);
    expect(liveRegion?.textContent).toBe(`${readAs} 5 products`);
    await user.type(screen.getByRole("textbox", { name: "Min price" }), "abc{Enter}");
    await waitForLoadingStep();
    expect(liveRegion?.textContent).toBe(
      `Min price ignored: enter an amount in dollars, such as 25 or 9.99. ${readAs} 5 products`,
    );
    // A change made with another control says the count alone.
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Home");
    await waitForLoadingStep();
    expect(liveRegion).toHaveTextContent(/^2 products$/);
  });

  it("titles the document with what is shown, once it is shown", async () => {
    const user = await renderPage();
    await screen.findByRole("searchbox");
    expect(document.title).toBe("All Products – Product Hub");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Home");
    expect(document.title).toBe("All Products – Product Hub");
    await waitForLoadingStep();
    await expectTitle("Home – 2 products – Product Hub");
    await user.type(screen.getByRole("searchbox"), "steel{Enter}");
    await waitForLoadingStep();
    await expectTitle("“\u2068steel\u2069” in Home – 1 product – Product Hub");

    await user.click(screen.getByRole("button", { name: /^View Details/ }));
    // Closing it gives the title back: tested in the browsers (e2e/journeys.spec.ts).
    await screen.findByRole("dialog", { name: "Rustic Steel Chair" });
    await expectTitle("Rustic Steel Chair – Product Hub");
  });

  it("opens the details of the chosen product", async () => {
    const user = await renderPage();
    const card = (await screen.findByRole("heading", { name: "Small Cotton Gloves" })).closest(
      "article",
    );
    if (!card) throw new Error("card not found");
    await user.click(within(card).getByRole("button", { name: /^View Details/ }));
    const dialog = await screen.findByRole("dialog", { name: "Small Cotton Gloves" });
    expect(dialog).toHaveAccessibleDescription("Description of Small Cotton Gloves");
    const details = within(dialog);
    expect(details.getByText("id-small cotton gloves")).toBeVisible();
    expect(details.getByText("Clothing")).toBeVisible();
    expect(details.getByText("$9.99")).toBeVisible();
    // One in its corner, one under the details.
    const closeButtons = details.getAllByRole("button", { name: "Close" });
    expect(closeButtons).toHaveLength(2);
    for (const button of closeButtons) expect(button).toBeVisible();
    await waitFor(() => {
      expect(dialog).toHaveAttribute("open");
    });
  });

  it("shows the product's picture in its details, with the same tile beneath", async () => {
    await renderPage("/?seed=42&product=id-rustic%20steel%20chair");
    const dialog = await screen.findByRole("dialog", { name: "Rustic Steel Chair" });
    const picture = within(dialog).getByRole("img", { name: "Rustic Steel Chair" });
    expect(picture).toHaveAttribute("src", "https://avatars.example.test/1.png");
    expect(picture.parentElement).toHaveTextContent("RC");
    fireEvent.error(picture);
    expect(within(dialog).getByRole("img", { name: "Rustic Steel Chair" })).not.toHaveAttribute(
      "src",
    );
  });

  it("copies a link that reopens the product, with the seed and no filters", async () => {
    const user = await renderPage("/?seed=42&q=steel&product=id-rustic%20steel%20chair");
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const dialog = await screen.findByRole("dialog", { name: "Rustic Steel Chair" });
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/?seed=42&product=id-rustic+steel+chair`,
    );
    expect(await within(dialog).findByText("Link copied to the clipboard.")).toBeVisible();
  });

  it("shows the product's link to copy by hand when the clipboard is refused", async () => {
    const user = await renderPage("/?seed=42&count=12&product=id-Sleek%20Cotton%20Hat");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const dialog = await screen.findByRole("dialog", { name: "Sleek Cotton Hat" });
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    const field = await within(dialog).findByRole("textbox", { name: "Copy this link:" });
    expect(field).toHaveValue(`${window.location.origin}/?seed=42&product=id-sleek+cotton+hat`);
  });

  it("opens the product named by ?product= on load", async () => {
    await renderPage("/?product=id-rustic%20steel%20chair");
    expect(await screen.findByRole("dialog", { name: "Rustic Steel Chair" })).toBeInTheDocument();
  });

  it("writes the visit's seed beside a product opened on a plain visit, so that its address reopens it", async () => {
    const { user, router } = await renderPageInRouter("/");
    const card = screen.getByRole("heading", { name: "Sleek Cotton Hat" }).closest("article");
    if (!card) throw new Error("card not found");
    await user.click(within(card).getByRole("button", { name: /^View Details/ }));
    await screen.findByRole("dialog", { name: "Sleek Cotton Hat" });
    const { seed } = vi.mocked(generateCatalog).mock.calls[0]?.[0] ?? {};
    expect(router.state.location.search).toBe(`?seed=${String(seed)}&product=id-sleek+cotton+hat`);
  });

  it("opens nothing for an unknown ?product= id", async () => {
    await renderPage("/?product=no-such-id");
    await screen.findByRole("searchbox");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("copies a link with the seed and the filters, and says so", async () => {
    const user = await renderPage("/?seed=42&q=cotton&category=Clothing&sort=price-asc");
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/?seed=42&q=cotton&category=Clothing&sort=price-asc`,
    );
    expect(await screen.findByText("Link copied to the clipboard.")).toBeVisible();
  });

  it("shows the link to copy by hand when the clipboard is refused", async () => {
    const user = await renderPage();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(await screen.findByRole("button", { name: "Share" }));
    const field = await screen.findByRole("textbox", { name: "Copy this link:" });
    expect(field).toHaveValue(`${window.location.origin}/?seed=42`);
  });

  it("writes to the clipboard within the click itself, as Safari requires", async () => {
    await renderPage();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const share = await screen.findByRole("button", { name: "Share" });
    // Safari refuses the write once the click's task has ended (after any await), so the
    // call must have happened by the time the click's dispatch returns.
    fireEvent.click(share);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Link copied to the clipboard.")).toBeVisible();
  });

  describe("a Share message belongs to its Share", () => {
    it("says the link was copied until the filters change", async () => {
      const user = await renderPage();
      vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
      await user.click(screen.getByRole("button", { name: "Share" }));
      expect(await screen.findByText("Link copied to the clipboard.")).toBeVisible();
      await user.type(screen.getByRole("searchbox"), "steel{Enter}");
      await waitForLoadingStep();
      expect(screen.queryByText("Link copied to the clipboard.")).not.toBeInTheDocument();
    });

    it("shows the link to copy by hand until the filters change, since it no longer matches", async () => {
      const user = await renderPage();
      vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
      await user.click(screen.getByRole("button", { name: "Share" }));
      expect(await screen.findByRole("textbox", { name: "Copy this link:" })).toBeVisible();
      await user.type(screen.getByRole("searchbox"), "steel{Enter}");
      await waitForLoadingStep();
      expect(screen.queryByRole("textbox", { name: "Copy this link:" })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Copy this link/)).not.toBeInTheDocument();
    });

    it("does not come back with Back to the address it was pressed at", async () => {
      const { user, router } = await renderPageInRouter();
      const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
      await user.click(screen.getByRole("button", { name: "Share" }));
      expect(await screen.findByText("Link copied to the clipboard.")).toBeVisible();
      await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price-asc");
      expect(screen.queryByText("Link copied to the clipboard.")).not.toBeInTheDocument();
      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe("?seed=42");
      expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("featured");
      expect(screen.queryByText("Link copied to the clipboard.")).not.toBeInTheDocument();

      // Nor does the link to copy by hand.
      writeText.mockRejectedValue(new Error("denied"));
      await user.click(screen.getByRole("button", { name: "Share" }));
      expect(await screen.findByRole("textbox", { name: "Copy this link:" })).toBeVisible();
      await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price-asc");
      expect(screen.queryByRole("textbox", { name: "Copy this link:" })).not.toBeInTheDocument();
      await act(() => router.navigate(-1));
      expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("featured");
      expect(screen.queryByRole("textbox", { name: "Copy this link:" })).not.toBeInTheDocument();
    });

    it("does not come back in the details with Forward", async () => {
      const { user, router } = await renderPageInRouter();
      vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
      await user.click(screen.getAllByRole("button", { name: /^View Details/ })[0] as HTMLElement);
      const dialog = await screen.findByRole("dialog");
      await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
      expect(await within(dialog).findByText("Link copied to the clipboard.")).toBeVisible();
      await act(() => router.navigate(-1));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      await act(() => router.navigate(1));
      const reopened = await screen.findByRole("dialog");
      expect(within(reopened).queryByText("Link copied to the clipboard.")).not.toBeInTheDocument();
    });
  });
});

describe("CatalogPage with a catalogue still being made", () => {
  /** The sample products by price, low to high. */
  const BY_PRICE = [
    "Small Cotton Gloves",
    "Sleek Cotton Hat",
    "Ergonomic Steel Keyboard",
    "Rustic Steel Chair",
    "Gorgeous Wooden Table",
  ];

  /**
   * The page at `url` (a size made in steps) over the sample products, of which only the
   * first two are made until the returned `finish` makes the rest.
   */
  async function renderGrowingPage(url: string) {
    const { store, finish } = growingCatalog(SAMPLE_PRODUCTS, 2);
    vi.mocked(generateCatalog).mockResolvedValueOnce(store);
    const user = await renderPage(url);
    expect(await screen.findByRole("progressbar", { name: "Generating products" })).toHaveAttribute(
      "aria-valuenow",
      "2",
    );
    return {
      user,
      finish: () => {
        act(finish);
      },
    };
  }

  /** No card shows: what shows could move when the rest of the catalogue comes. */
  const expectNoCards = () => {
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Generating products" })).toBeVisible();
  };

  it("shows no card before the whole is made when a link names another order", async () => {
    const { finish } = await renderGrowingPage("/?seed=42&count=2000&sort=price-asc");
    expectNoCards();
    finish();
    expect(await screen.findByText("All 5 products generated.")).toBeVisible();
    expect(cardNames()).toEqual(BY_PRICE);
  });

  it("shows no card before the whole is made when a link names a filter", async () => {
    const { finish } = await renderGrowingPage("/?seed=42&count=2000&q=steel");
    expectNoCards();
    finish();
    expect(await screen.findByText("All 5 products generated.")).toBeVisible();
    expect(cardNames()).toEqual(["Rustic Steel Chair", "Ergonomic Steel Keyboard"]);
  });

  it("shows the first products in their generated order, and waits for the whole for another one chosen", async () => {
    const { user, finish } = await renderGrowingPage("/?seed=42&count=2000");
    expect(cardNames()).toEqual(["Sleek Cotton Hat", "Rustic Steel Chair"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price-asc");
    expectNoCards();
    finish();
    expect(await screen.findByText("All 5 products generated.")).toBeVisible();
    expect(screen.getByText("5 products")).toBeVisible();
    expect(cardNames()).toEqual(BY_PRICE);
  });
});
