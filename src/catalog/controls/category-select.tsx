import { useId, useRef, useState, type KeyboardEvent } from "react";
import { fieldLabel, selectField } from "../../components/styles";
import { useMessages } from "../../i18n/i18n-context";
import type { Messages } from "../../i18n/messages/en";
import { quotedUnknownCategory } from "../shown-products";

interface CategorySelectProps {
  readonly value: string;
  readonly options: readonly string[];
  /** Whether a product has the applied category: one from a link may name none. */
  readonly valueExists: boolean;
  readonly onChange: (category: string) => void;
}

/** Keys that move a closed `<select>` to another option, including type-ahead letters. */
function stepsThroughOptions(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return (
    event.key.length === 1 ||
    [
      "ArrowUp",
      "ArrowDown",
      "ArrowLeft",
      "ArrowRight",
      "Home",
      "End",
      "PageUp",
      "PageDown",
    ].includes(event.key)
  );
}

/** What the dropdown says for an applied category that no product has: it matches nothing. */
function unknownCategoryLabel(category: string, messages: Messages): string {
  return messages.category.unknown(quotedUnknownCategory(category, messages));
}

/**
 * The category dropdown. A choice made with the pointer (or in the browser's own option
 * list) applies at once. On Windows and Linux a closed `<select>` changes with every arrow
 * key and type-ahead letter, in the same task as the key press; applying each of those
 * would replace the control with the loading step after the first key, so every category
 * but the first would be out of reach. Such a change is only shown, with a hint, until
 * the visitor presses Enter to apply it; Escape or leaving the control goes back to the
 * applied category, so a click elsewhere does what it says. See ADR 11.
 */
export function CategorySelect({ value, options, valueExists, onChange }: CategorySelectProps) {
  const selectId = useId();
  const hintId = useId();
  const [pending, setPending] = useState<string | null>(null);
  const keyStep = useRef(false);
  const messages = useMessages();

  const apply = () => {
    if (pending === null) return;
    setPending(null);
    if (pending !== value) onChange(pending);
  };

  return (
    // A category from a link can be any length: the control shrinks to the row, never
    // beyond it, and the browser cuts the chosen option's text.
    <div className="relative flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={selectId} className={fieldLabel}>
        {messages.category.label}
      </label>
      <select
        id={selectId}
        value={pending ?? value}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            apply();
          } else if (event.key === "Escape" && pending !== null) {
            setPending(null);
          } else if (stepsThroughOptions(event)) {
            // A change this key causes comes in the same task; one from the option list
            // the key may have opened (macOS) comes later and applies at once.
            keyStep.current = true;
            setTimeout(() => {
              keyStep.current = false;
            });
          }
        }}
        onChange={(event) => {
          if (keyStep.current) setPending(event.target.value);
          else {
            setPending(null);
            onChange(event.target.value);
          }
        }}
        onBlur={() => {
          setPending(null);
        }}
        aria-describedby={hintId}
        className={selectField}
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
        className="absolute top-full right-0 mt-0.5 text-xs whitespace-nowrap text-slate-600 dark:text-slate-300"
      >
        {pending !== null && pending !== value && messages.category.pressEnter}
      </p>
    </div>
  );
}
