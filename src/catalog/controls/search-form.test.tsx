import { screen } from "@testing-library/react";
import { useLocation, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../testing/render-routes";
import { NO_FILTERS, parseFilters } from "../address/catalog-params";
import { sendPrerenderedFormAsTheApp, SEARCH_FORM_NAME } from "./prerendered-form";
import { SearchForm } from "./search-form";

/** The form as the page has it, its filters read from the URL, beside a button and a text area. */
function Page() {
  const [params] = useSearchParams();
  return (
    <>
      <SearchForm id="search-form" applied={parseFilters(params)} />
      <button type="button">View Details</button>
      <textarea aria-label="Notes" />
      <output aria-label="Address">{useLocation().search}</output>
    </>
  );
}

function renderForm(url = "/") {
  return renderRoutes([{ path: "/", Component: Page }], url);
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("SearchForm", () => {
  it("is a GET form on the catalogue whose fields carry the URL's names, and keeps the others", () => {
    renderForm("/?category=Home&sort=price-asc&seed=4&count=30&product=x&q=lamp");
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/");
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q");
    expect(screen.getByRole("textbox", { name: "Min price" })).toHaveAttribute("name", "min");
    expect(screen.getByRole("textbox", { name: "Max price" })).toHaveAttribute("name", "max");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      q: "lamp",
      min: "",
      max: "",
      category: "Home",
      sort: "price-asc",
      seed: "4",
      count: "30",
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

describe("SearchForm taking over the served form", () => {
  it("keeps what is typed into the served form until the app's first render commits, and the caret", () => {
    const served = document.body.appendChild(
      Object.assign(document.createElement("form"), { name: SEARCH_FORM_NAME }),
    );
    const box = served.appendChild(Object.assign(document.createElement("input"), { name: "q" }));
    sendPrerenderedFormAsTheApp(new URLSearchParams(""));
    box.value = "chai";
    /** The visitor types on and clicks into the box while the app renders; then it takes over. */
    function TypingMeanwhile() {
      box.focus();
      box.value = "chair";
      served.remove();
      return null;
    }
    renderRoutes([
      {
        path: "/",
        Component: () => (
          <>
            <SearchForm id="search-form" applied={NO_FILTERS} />
            <TypingMeanwhile />
          </>
        ),
      },
    ]);
    const searchbox = screen.getByRole("searchbox");
    expect(searchbox).toHaveValue("chair");
    expect(searchbox).toHaveFocus();
    expect(searchbox).toHaveProperty("selectionStart", 5);
  });
});
