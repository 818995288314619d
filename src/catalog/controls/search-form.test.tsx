import { act, screen } from "@testing-library/react";
import { useLocation, useNavigation } from "react-router";
import { describe, expect, it } from "vitest";
import { useHydrated } from "../../components/document";
import { formatsOf } from "../../i18n/formats";
import { I18nProvider, useI18n } from "../../i18n/i18n";
import type { LocaleTag } from "../../i18n/locales";
import { ALL_MESSAGES } from "../../testing/languages";
import { hydrateRoutes, renderRoutes } from "../../testing/render-routes";
import { MAX_SEARCH_LENGTH, readAddress } from "../address/catalog-address";
import { SearchForm } from "./search-form";

/**
 * The form as the page has it, given the address it shows or is going to, beside a button
 * and a text area; `ready`: the products are there.
 */
function Page({ ready = true }: { readonly ready?: boolean }) {
  const location = useLocation();
  const { search } = location;
  const upcoming = useNavigation().location ?? location;
  return (
    <>
      <SearchForm
        id="search-form"
        address={readAddress(upcoming.search, useI18n().formats)}
        ready={ready}
        foldedSummary=""
        folded={null}
      />
      <button type="button">View Details</button>
      <textarea aria-label="Notes" />
      {/* The address once hydrated: the served page has another. */}
      <output aria-label="Address">{useHydrated() ? search : ""}</output>
    </>
  );
}

function renderForm(url = "/") {
  return renderRoutes([{ path: "/", Component: Page }], url);
}

/** The form in the page of language `tag`. */
function renderFormIn(tag: LocaleTag, url: string) {
  const i18n = {
    locale: { tag, dir: "ltr" as const },
    messages: ALL_MESSAGES[tag],
    formats: formatsOf(tag),
  };
  const InLanguage = () => (
    <I18nProvider value={i18n}>
      <Page />
    </I18nProvider>
  );
  return renderRoutes([{ path: "/", Component: InLanguage }], url);
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("SearchForm", () => {
  it("is a GET form on the catalogue whose fields carry the URL's names, and nothing else", () => {
    renderForm("/?category=Home&sort=price-asc&seed=4&count=30&product=x&q=lamp");
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/");
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q");
    expect(screen.getByRole("textbox", { name: "Min price" })).toHaveAttribute("name", "min");
    expect(screen.getByRole("textbox", { name: "Max price" })).toHaveAttribute("name", "max");
    // The address's other parameters are the page script's to keep (shell-address.test.tsx).
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      q: "lamp",
      min: "",
      max: "",
    });
  });

  it("writes its fields over the URL, trimmed, and takes a blank one out", async () => {
    const user = renderForm("/?seed=4&category=Home");
    await user.type(screen.getByRole("searchbox"), "  Cotton ");
    await user.type(screen.getByRole("textbox", { name: "Min price" }), " 20 {Enter}");
    expect(address()).toBe("?seed=4&category=Home&q=Cotton&min=20");
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "   {Enter}");
    expect(address()).toBe("?seed=4&category=Home&min=20");
  });
});

describe("SearchForm's search box at its limit", () => {
  it(`stops typing at ${String(MAX_SEARCH_LENGTH)} characters and says so, and the URL carries no more`, async () => {
    const user = renderForm("/?seed=51");
    const box = screen.getByRole("searchbox");
    await user.type(box, "ab".repeat(49));
    expect(screen.queryByText(/^Searches are limited/)).not.toBeInTheDocument();
    await user.type(box, "ab".repeat(11));
    expect(box).toHaveValue("ab".repeat(50));
    const limit = screen.getByText(
      `Searches are limited to ${String(MAX_SEARCH_LENGTH)} characters.`,
    );
    expect(limit).toBeVisible();
    expect(box).toHaveAccessibleDescription(limit.textContent);
    await user.type(box, "{Enter}");
    expect(address()).toBe(`?seed=51&q=${"ab".repeat(50)}`);
  });
});

describe("SearchForm's price fields in the page's language", () => {
  const { price } = ALL_MESSAGES.da;

  it("read a Danish 1.000 as one thousand, keep it as typed and say how it was read", async () => {
    const user = renderFormIn("da", "/?seed=4&locale=da");
    const max = screen.getByRole("textbox", { name: price.max });
    await user.type(max, "1.000{Enter}");
    expect(address()).toBe("?seed=4&locale=da&max=1000");
    expect(max).toHaveValue("1.000");
    expect(max).toHaveAccessibleDescription("Maksimumspris læst som 1.000,00\u00a0US$.");
    expect(max).toHaveAttribute("aria-invalid", "false");
    // Typing over it takes away what was said of the text sent.
    await user.clear(max);
    await user.type(max, "9,99");
    expect(max).toHaveAccessibleDescription(price.hint);
    await user.type(max, "{Enter}");
    expect(address()).toBe("?seed=4&locale=da&max=9.99");
    expect(max).toHaveAccessibleDescription(price.hint);
  });

  it("read a Danish 9.99, which groups no thousands, as $9.99 and say so", async () => {
    const user = renderFormIn("da", "/?seed=4&locale=da");
    const min = screen.getByRole("textbox", { name: price.min });
    await user.type(min, "9.99{Enter}");
    expect(address()).toBe("?seed=4&locale=da&min=9.99");
    expect(min).toHaveAccessibleDescription("Minimumspris læst som 9,99\u00a0US$.");
  });

  it("show a bound of the URL with the page's decimal separator, and say nothing of it", () => {
    renderFormIn("da", "/?seed=4&min=9.99&max=1000");
    const min = screen.getByRole("textbox", { name: price.min });
    expect(min).toHaveValue("9,99");
    expect(min).toHaveAccessibleDescription(price.hint);
    expect(screen.getByRole("textbox", { name: price.max })).toHaveValue("1000");
  });

  it("say how a bound typed into the URL in the page's language was read", () => {
    renderFormIn("nl", "/?seed=4&max=1.000");
    const max = screen.getByRole("textbox", { name: ALL_MESSAGES.nl.price.max });
    expect(max).toHaveValue("1.000");
    expect(max).toHaveAccessibleDescription("Maximumprijs gelezen als US$\u00a01.000,00.");
  });

  it("read an English 1,5 as $1.50 and say so", async () => {
    const user = renderForm("/?seed=4");
    await user.type(screen.getByRole("textbox", { name: "Max price" }), "1,5{Enter}");
    expect(address()).toBe("?seed=4&max=1.50");
    expect(screen.getByRole("textbox", { name: "Max price" })).toHaveAccessibleDescription(
      "Max price read as $1.50.",
    );
  });
});

describe("SearchForm's / shortcut", () => {
  it("moves focus to the search box from anywhere outside a form field, typing nothing", async () => {
    const user = renderForm();
    const box = screen.getByRole("searchbox");
    expect(box).toHaveAttribute("aria-keyshortcuts", "/");
    await user.keyboard("/");
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
    screen.getByRole("button", { name: "View Details" }).focus();
    await user.keyboard("/");
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
  });

  it("leaves a / typed in a text field to that field", async () => {
    const user = renderForm();
    await user.type(screen.getByRole("searchbox"), "a/b");
    expect(screen.getByRole("searchbox")).toHaveValue("a/b");
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "1/2");
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveValue("1/2");
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveFocus();
  });

  it("does nothing with a modifier key", async () => {
    const user = renderForm();
    screen.getByRole("button", { name: "View Details" }).focus();
    await user.keyboard("{Control>}/{/Control}");
    expect(screen.getByRole("button", { name: "View Details" })).toHaveFocus();
  });
});

describe("SearchForm's clear button and Escape", () => {
  it("offers a named clear button while the box has text, which empties it and keeps focus there", async () => {
    const user = renderForm("/?seed=4&q=chair");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(address()).toBe("?seed=4");
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("searchbox")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  });

  it("empties the box on Escape, and does nothing more in an empty box", async () => {
    const user = renderForm("/?seed=4");
    await user.type(screen.getByRole("searchbox"), "chair{Escape}");
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("searchbox")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(address()).toBe("?seed=4");
  });
});

describe("SearchForm before the products", () => {
  it("shows the address's values but no clear button, no ignored bound and no limit", () => {
    renderRoutes(
      [{ path: "/", Component: () => <Page ready={false} /> }],
      `/?q=${"a".repeat(100)}&min=abc`,
    );
    expect(screen.getByRole("searchbox")).toHaveValue("a".repeat(100));
    expect(screen.getByRole("textbox", { name: "Min price" })).toHaveValue("abc");
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    // In the phone's closed disclosure, as jsdom lays the page out: there, not visible.
    expect(screen.getByText("In dollars, such as 25 or 9.99.")).toBeInTheDocument();
    expect(screen.queryByText(/^Searches are limited/)).not.toBeInTheDocument();
  });
});

describe("SearchForm hydrating the served form", () => {
  /** The page, whose products come with "#ready". */
  function Hydrated() {
    return <Page ready={useLocation().hash === "#ready"} />;
  }
  const routes = [{ path: "/", Component: Hydrated }];

  it("keeps what was typed into it before the app came, and the caret, and sends it", async () => {
    const { user, router } = hydrateRoutes(routes, "/?seed=4", {
      served: "/",
      meanwhile: (served) => {
        const box = served.querySelector<HTMLInputElement>("input[name=q]");
        if (!box) throw new Error("no search box served");
        box.value = "chai";
        box.focus();
        box.setSelectionRange(2, 2);
      },
    });
    const searchbox = screen.getByRole("searchbox");
    expect(searchbox).toHaveValue("chai");
    expect(searchbox).toHaveFocus();
    expect(searchbox).toHaveProperty("selectionStart", 2);
    // The products come: the box offers to clear what is in it.
    await act(() => router.navigate("/?seed=4#ready"));
    expect(screen.getByRole("button", { name: "Clear search" })).toBeVisible();
    await user.type(searchbox, "r{Enter}", { initialSelectionStart: 4 });
    expect(address()).toBe("?seed=4&q=chair");
  });

  it("takes the address's values written in before it came as the applied ones, not as typed", () => {
    hydrateRoutes(routes, "/?q=lamp&max=50", {
      served: "/",
      meanwhile: (served) => {
        for (const [name, value] of [
          ["q", "lamp"],
          ["max", "50"],
        ] as const) {
          const field = served.querySelector<HTMLInputElement>(`input[name=${name}]`);
          if (field) field.value = value;
        }
      },
    });
    expect(screen.getByRole("searchbox")).toHaveValue("lamp");
    expect(screen.getByRole("searchbox")).toHaveProperty("defaultValue", "lamp");
    expect(screen.getByRole("textbox", { name: "Max price" })).toHaveProperty("defaultValue", "50");
  });
});
