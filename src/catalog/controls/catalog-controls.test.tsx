import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N } from "../../i18n/i18n";
import { ALL_MESSAGES } from "../../testing/languages";
import { priced } from "../../testing/product-fixtures";
import { NO_FILTERS } from "../address/catalog-address";
import { CategorySelect, foldedSummary } from "./catalog-controls";

describe("foldedSummary", () => {
  it("is empty when neither a price range nor an order other than the default is applied", () => {
    expect(foldedSummary(NO_FILTERS, "featured", ENGLISH_I18N)).toBe("");
    // A search and a category are outside the disclosure: it says nothing of them.
    expect(
      foldedSummary({ ...NO_FILTERS, query: "chair", category: "Home" }, "featured", ENGLISH_I18N),
    ).toBe("");
  });

  it("says the price range and the order, in that order", () => {
    const range = { ...NO_FILTERS, ...priced("10", "50") };
    expect(foldedSummary(range, "featured", ENGLISH_I18N)).toBe("$10 to $50");
    expect(foldedSummary(range, "price-asc", ENGLISH_I18N)).toBe("$10 to $50 · Price: low to high");
    expect(foldedSummary(NO_FILTERS, "name-asc", ENGLISH_I18N)).toBe("Name: A–Z");
    expect(foldedSummary({ ...NO_FILTERS, ...priced("5", "") }, "featured", ENGLISH_I18N)).toBe(
      "from $5",
    );
  });

  it("leaves an ignored bound out, as the title does", () => {
    expect(foldedSummary({ ...NO_FILTERS, ...priced("abc", "50") }, "featured", ENGLISH_I18N)).toBe(
      "up to $50",
    );
    expect(
      foldedSummary({ ...NO_FILTERS, ...priced("60", "50") }, "price-desc", ENGLISH_I18N),
    ).toBe("Price: high to low");
  });

  it("speaks the page's language", () => {
    const hebrew = { messages: ALL_MESSAGES.he, formats: formatsOf("he") };
    expect(foldedSummary({ ...NO_FILTERS, ...priced("", "50") }, "price-asc", hebrew)).toBe(
      `${ALL_MESSAGES.he.price.upTo(formatsOf("he").dollars("50.00"))} · ${ALL_MESSAGES.he.sort["price-asc"]}`,
    );
  });
});

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
