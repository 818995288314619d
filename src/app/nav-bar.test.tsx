import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../testing/render-routes";
import { NavBar } from "./nav-bar";

function renderNavBar(url = "/") {
  return renderRoutes([{ path: "/", Component: NavBar }], url);
}

describe("NavBar", () => {
  it("shows the brand title as a link home", () => {
    renderNavBar();
    expect(screen.getByRole("link", { name: "Product Hub" })).toHaveAttribute("href", "/");
  });

  it("keeps the shown catalogue's size and seed in the link home, not its filters", () => {
    renderNavBar("/?seed=4&count=20&q=a&product=x");
    expect(screen.getByRole("link", { name: "Product Hub" })).toHaveAttribute(
      "href",
      "/?count=20&seed=4",
    );
  });

  it("toggles the empty mobile menu panel with its button", async () => {
    const user = renderNavBar();
    const button = screen.getByRole("button", { name: "Main menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(panel).toBeEmptyDOMElement();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu on Escape", async () => {
    const user = renderNavBar();
    await user.click(screen.getByRole("button", { name: "Main menu" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Main menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("opens and closes the mobile menu with Enter or Space, and Escape leaves focus on its button", async () => {
    const user = renderNavBar();
    const button = screen.getByRole("button", { name: "Main menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.keyboard(" ");
    expect(panel).toBeVisible();
    await user.keyboard("{Escape}");
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });
});
