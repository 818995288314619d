import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { matchingMediaQueries } from "../testing/media";
import { CatalogLoading } from "./catalog-loading";

describe("CatalogLoading", () => {
  it("is a status named for screen readers", () => {
    render(<CatalogLoading />);
    expect(screen.getByRole("status", { name: "Loading products" })).toBeInTheDocument();
  });

  it("draws a 50 px clock in the brand blue whose hands turn once per 2 s and 8 s", () => {
    render(<CatalogLoading />);
    const clock = screen.getByRole("status").firstElementChild;
    if (!(clock instanceof HTMLElement)) throw new Error("clock not rendered");
    expect(clock.style.width).toBe("50px");
    expect(clock.style.height).toBe("50px");
    expect(clock.style.boxShadow).toContain("var(--color-brand)");
    // jsdom does not parse the animation shorthand; Chromium's computed values are checked in e2e.
    const hands = [...clock.children].map((hand) => hand.getAttribute("style") ?? "");
    expect(
      hands.map((style) => /animation:[^;]* (\d+)s linear infinite/.exec(style)?.[1]).sort(),
    ).toEqual(["2", "8"]);
  });

  it("turns four times slower when the visitor prefers reduced motion", () => {
    matchingMediaQueries.add("(prefers-reduced-motion: reduce)");
    render(<CatalogLoading />);
    const styles = [...(screen.getByRole("status").firstElementChild?.children ?? [])].map(
      (hand) => hand.getAttribute("style") ?? "",
    );
    expect(styles.map((style) => /animation:[^;]* (\d+)s linear/.exec(style)?.[1]).sort()).toEqual([
      "32",
      "8",
    ]);
  });
});
