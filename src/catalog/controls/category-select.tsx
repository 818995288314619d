import { useId, type ReactNode } from "react";
import { fieldLabel, selectField } from "../../components/styles";
import { useKeyboardSafeSelect } from "../../components/use-keyboard-safe-select";
import { useMessages } from "../../i18n/i18n-context";
import type { Messages } from "../../i18n/messages/en";
import { quotedUnknownCategory } from "../results/shown-products";

interface CategorySelectProps {
  readonly value: string;
  readonly options: readonly string[];
  /** Whether a product has the applied category: one from a link may name none. */
  readonly valueExists: boolean;
  /** Until the products are there, which the options are. */
  readonly disabled: boolean;
  readonly onChange: (category: string) => void;
  /** At the end of its label's line, where the dropdown is under it (Reset). */
  readonly beside?: ReactNode;
}

/** What the dropdown says for an applied category that no product has: it matches nothing. */
function unknownCategoryLabel(category: string, messages: Messages): string {
  return messages.category.unknown(quotedUnknownCategory(category, messages));
}

/**
 * The category dropdown: a choice with the pointer applies at once, one made with the
 * keys on Enter, with a hint meanwhile (useKeyboardSafeSelect, ADR 11).
 */
export function CategorySelect({
  value,
  options,
  valueExists,
  disabled,
  onChange,
  beside,
}: CategorySelectProps) {
  const selectId = useId();
  const hintId = useId();
  const { pending, selectProps } = useKeyboardSafeSelect(value, onChange);
  const messages = useMessages();

  return (
    // The dropdown's width is its own, not its options': the shell has only "All
    // categories", and the app's come with the products, some much longer (Indonesian,
    // Uzbek), so a width that followed them would move the row, and the products, when the
    // app takes over and when a filter changes them. Every language's categories fit in it.
    // A category from a link that no product has keeps its whole label, as wide as the row
    // allows; WebKit would let a longer text widen the page, hence the paint containment.
    // On a phone it takes the rest of its row, and its hint is placed under its block (the
    // box of the controls' row is its containing block), as wide as the screen. Under 40rem
    // it has a line of its own under its label, which `beside` ends: at a field's 16 px the
    // longest category needs the whole width of a 320 px phone.
    <div className="relative flex max-w-full min-w-0 items-center gap-2 max-md:static max-md:flex-1 max-sm:flex-wrap">
      <label htmlFor={selectId} className={`${fieldLabel} max-md:shrink-0`}>
        {messages.category.label}
      </label>
      {beside}
      {/* Named for the served page's script, which shows the address's category in it
          before the app has come (src/shell-address.ts); it belongs to no form. */}
      <select
        id={selectId}
        name="category"
        disabled={disabled}
        {...selectProps}
        aria-describedby={hintId}
        className={`${selectField} contain-paint max-md:flex-1 max-sm:basis-full ${valueExists ? "w-60" : "w-auto"}`}
      >
        <option value="">{messages.category.all}</option>
        {options.map((category) => (
          <option key={category} value={category}>
            {category === value && !valueExists
              ? unknownCategoryLabel(category, messages)
              : category}
          </option>
        ))}
      </select>
      {/* Below the row, out of the layout, so that nothing moves when it shows. */}
      <p
        id={hintId}
        role="status"
        className="absolute end-0 top-full mt-0.5 text-xs whitespace-nowrap text-slate-600 dark:text-slate-300"
      >
        {pending !== null && messages.category.pressEnter}
      </p>
    </div>
  );
}
