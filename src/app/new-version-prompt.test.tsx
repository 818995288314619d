import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newVersion } from "../components/new-version";
import { NewVersionPrompt } from "./new-version-prompt";

afterEach(() => {
  act(() => {
    newVersion.putOff();
  });
});

describe("NewVersionPrompt", () => {
  it("is an empty live region until a new version waits, so that its message is announced", () => {
    render(<NewVersionPrompt />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says a new version is available and switches to it only on Reload", async () => {
    const reload = vi.fn();
    render(<NewVersionPrompt />);
    act(() => {
      newVersion.offer(reload);
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "A new version of Product Hub is available.",
    );
    expect(reload).not.toHaveBeenCalled();
    // Reachable by keyboard: Tab reaches Later, then Reload.
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Later" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("goes away on Later, without switching", async () => {
    const reload = vi.fn();
    render(<NewVersionPrompt />);
    act(() => {
      newVersion.offer(reload);
    });
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(reload).not.toHaveBeenCalled();
  });
});
