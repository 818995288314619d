import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NO_FILTERS } from "../catalog-params";
import type { SearchDraft } from "../use-catalog";
import { SearchForm } from "./search-form";

/** The form with its draft kept, beside a button and a text area, as on a page. */
function Page({
  withDialog = false,
  onClear = () => {},
}: {
  readonly withDialog?: boolean;
  readonly onClear?: () => void;
}) {
  const [draft, setDraft] = useState<SearchDraft>(NO_FILTERS);
  return (
    <>
      <SearchForm
        draft={draft}
        applied={NO_FILTERS}
        focus={null}
        onDraftChange={(change) => {
          setDraft((current) => ({ ...current, ...change }));
        }}
        onSearch={() => {}}
        onClear={() => {
          setDraft(NO_FILTERS);
          onClear();
        }}
      />
      <button type="button">View Details</button>
      <textarea aria-label="Notes" />
      {withDialog && (
        <dialog open>
          <button type="button">Close</button>
        </dialog>
      )}
    </>
  );
}

describe("SearchForm's / shortcut", () => {
  it("moves focus to the search box from anywhere outside a text field, typing nothing", async () => {
    const user = userEvent.setup();
    render(<Page />);
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
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByRole("searchbox"), "a/b");
    expect(screen.getByRole("searchbox")).toHaveValue("a/b");
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "1/2");
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveValue("1/2");
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveFocus();
  });

  it("does nothing while a dialog is open, or with a modifier key", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page withDialog />);
    screen.getByRole("button", { name: "Close" }).focus();
    await user.keyboard("/");
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    unmount();

    render(<Page />);
    screen.getByRole("button", { name: "View Details" }).focus();
    await user.keyboard("{Control>}/{/Control}");
    expect(screen.getByRole("button", { name: "View Details" })).toHaveFocus();
  });
});

describe("SearchForm's clear button and Escape", () => {
  it("offers a named clear button while the box has text, which empties it and keeps focus there", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Page onClear={onClear} />);
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    await user.type(screen.getByRole("searchbox"), "chair");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("searchbox")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  });

  it("empties the box on Escape, and does nothing more in an empty box", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Page onClear={onClear} />);
    await user.type(screen.getByRole("searchbox"), "chair{Escape}");
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("searchbox")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
