import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { matchingMediaQueries } from "../../testing/media";
import { CatalogLoading } from "./catalog-loading";

/** The clock, once its code (a chunk of its own) has come. */
async function renderedClock(): Promise<HTMLElement> {
  render(<CatalogLoading />);
  return waitFor(() => {
    const clock = screen.getByRole("status").firstElementChild;
    if (!(clock instanceof HTMLElement)) throw new Error("clock not rendered yet");
    return clock;
  });
}

describe("CatalogLoading", () => {
  it("is a status named for screen readers", () => {
    render(<CatalogLoading />);
    expect(screen.getByRole("status", { name: "Loading products" })).toBeInTheDocument();
  });

  it("draws a 50 px clock in the brand blue whose hands turn once per 2 s and 8 s", async () => {
    const clock = await renderedClock();
    expect(clock.style.width).toBe("50px");
    expect(clock.style.height).toBe("50px");
    expect(clock.style.boxShadow).toContain("var(--color-brand)");
    // jsdom does not parse the animation shorthand; Chromium's computed values are checked in e2e.
    const hands = [...clock.children].map((hand) => hand.getAttribute("style") ?? "");
    expect(
      hands.map((style) => /animation:[^;]* (\d+)s linear infinite/.exec(style)?.[1]).sort(),
    ).toEqual(["2", "8"]);
  });

  it("turns four times slower when the visitor prefers reduced motion", async () => {
    matchingMediaQueries.add("(prefers-reduced-motion: reduce)");
    const styles = [...(await renderedClock()).children].map(
      (hand) => hand.getAttribute("style") ?? "",
    );
    expect(styles.map((style) => /animation:[^;]* (\d+)s linear/.exec(style)?.[1]).sort()).toEqual([
      "32",
      "8",
    ]);
  });
});
