import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CategorySelect } from "./category-select";

function renderSelect() {
  const onChange = vi.fn<(category: string) => void>();
  render(
    <CategorySelect
      value=""
      options={["Clothing", "Computers", "Home"]}
      valueExists
      disabled={false}
      onChange={onChange}
    />,
  );
  return { onChange, select: screen.getByRole("combobox", { name: "Category" }) };
}

/** What Windows and Linux do on an arrow key or a letter: change the closed select at once. */
function keyStep(select: HTMLElement, key: string, value: string) {
  fireEvent.keyDown(select, { key });
  fireEvent.change(select, { target: { value } });
}

describe("CategorySelect", () => {
  it("applies a choice made with the pointer at once", async () => {
    const { onChange, select } = renderSelect();
    await userEvent.setup().selectOptions(select, "Home");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("Home");
  });

  it("shows each keyboard step without applying it, and applies the last on Enter", () => {
    const { onChange, select } = renderSelect();
    keyStep(select, "ArrowDown", "Clothing");
    keyStep(select, "ArrowDown", "Computers");
    expect(select).toHaveValue("Computers");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: "Enter" });
    expect(onChange).toHaveBeenCalledExactlyOnceWith("Computers");
  });

  it("reaches a category by typing its first letters", () => {
    const { onChange, select } = renderSelect();
    keyStep(select, "H", "Home");
    keyStep(select, "o", "Home");
    fireEvent.keyDown(select, { key: "Enter" });
    expect(onChange).toHaveBeenCalledExactlyOnceWith("Home");
  });

  it("says how to apply a keyboard step, and drops it when the visitor leaves", () => {
    const { onChange, select } = renderSelect();
    keyStep(select, "End", "Home");
    expect(select).toHaveAccessibleDescription("Press Enter to show this category");
    fireEvent.blur(select);
    expect(select).toHaveValue("");
    expect(select).toHaveAccessibleDescription("");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("goes back to the applied category on Escape", () => {
    const { onChange, select } = renderSelect();
    keyStep(select, "ArrowDown", "Clothing");
    fireEvent.keyDown(select, { key: "Escape" });
    expect(select).toHaveValue("");
    fireEvent.blur(select);
    expect(onChange).not.toHaveBeenCalled();
  });
});
