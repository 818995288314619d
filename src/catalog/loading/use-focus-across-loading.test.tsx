import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useFocusAcrossLoading } from "./use-focus-across-loading";

/** Controls as the page holds them: inert while a loading step shows. */
function Controls({ loading, invalid = false }: { loading: boolean; invalid?: boolean }) {
  const tracking = useFocusAcrossLoading(loading);
  return (
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
