import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { matchingMediaQueries } from "../testing/setup";
import {
  CatalogLoading,
  FocusAfterGoing,
  useFocusAcrossLoading,
  useGoToAddress,
} from "./loading-step";

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

/** Controls as the page holds them: inert while a loading step shows. */
function Controls({ loading, invalid = false }: { loading: boolean; invalid?: boolean }) {
  const { tracking, focusAfterLoading } = useFocusAcrossLoading(loading);
  return (
    <FocusAfterGoing value={focusAfterLoading}>
      <ElsewhereOnThePage />
      <div inert={loading} {...tracking}>
        <form>
          <input type="search" aria-label="Search" />
          <details>
            <summary>Filters</summary>
            <input aria-label="Max price" aria-invalid={invalid} />
          </details>
          <button type="submit">Search</button>
        </form>
      </div>
    </FocusAfterGoing>
  );
}

/** A control outside the tracked ones, as a product's category in its details could be. */
function ElsewhereOnThePage() {
  const goTo = useGoToAddress();
  return (
    <button
      type="button"
      onClick={() => {
        goTo(new URLSearchParams("category=Books"), {
          focus: document.querySelector<HTMLElement>("input[type=search]"),
        });
      }}
    >
      Books
    </button>
  );
}

/** The controls, then a loading step over them, then its end; focus is read at each. */
async function aStep(
  touchControls: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
  { invalid = false } = {},
) {
  const user = userEvent.setup();
  const { rerender } = render(<Controls loading={false} />, { wrapper: MemoryRouter });
  await touchControls(user);
  // Inert content loses focus at the browser's next update (src/testing/browser-focus.ts).
  await act(async () => {
    rerender(<Controls loading />);
    await Promise.resolve();
  });
  const duringStep = document.activeElement;
  rerender(<Controls loading={false} invalid={invalid} />);
  return { duringStep };
}

describe("useFocusAcrossLoading", () => {
  it("gives focus back to the control used, which the step took it from", async () => {
    const { duringStep } = await aStep((user) => user.click(screen.getByRole("searchbox")));
    expect(duringStep).toBe(document.body);
    expect(screen.getByRole("searchbox")).toHaveFocus();
  });

  it("gives it to a field of that form which now says its value is ignored, opened if folded away", async () => {
    await aStep((user) => user.click(screen.getByRole("button", { name: "Search" })), {
      invalid: true,
    });
    const field = screen.getByRole("textbox", { name: "Max price", hidden: true });
    expect(field).toHaveFocus();
    expect(field.closest("details")).toHaveAttribute("open");
  });

  it("gives focus where a control outside the tracked ones said, through useGoToAddress", async () => {
    await aStep((user) => user.click(screen.getByRole("button", { name: "Books" })));
    expect(screen.getByRole("searchbox")).toHaveFocus();
  });

  it("gives nothing back after a navigation with no step (a change of language's note put in the entry)", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([
      { path: "/", Component: () => <Controls loading={false} /> },
    ]);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole("searchbox"));
    await user.click(document.body);
    await act(() => router.navigate("/", { replace: true, state: { note: true } }));
    expect(document.body).toHaveFocus();
  });
});
