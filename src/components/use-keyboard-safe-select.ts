import { useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";

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

/**
 * A `<select>` whose choice changes the page (ADR 11). A choice made with the pointer (or
 * in the browser's own option list) applies at once. On Windows and Linux a closed
 * `<select>` changes with every arrow key and type-ahead letter, in the same task as the
 * key press; applying each would leave every option but the first out of reach. Such a
 * change is only shown (`pending`, for a hint) until the visitor presses Enter to apply
 * it; Escape or leaving the control goes back to `value`, so a click elsewhere does what
 * it says. Spread `selectProps` on the `<select>`.
 */
export function useKeyboardSafeSelect(value: string, apply: (chosen: string) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const keyStep = useRef(false);
  const applyPending = () => {
    if (pending === null) return;
    setPending(null);
    if (pending !== value) apply(pending);
  };
  return {
    /** A choice made with the keys and not yet applied, if it differs from `value`. */
    pending: pending !== null && pending !== value ? pending : null,
    selectProps: {
      value: pending ?? value,
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
        if (event.key === "Enter") {
          applyPending();
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
      },
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        if (keyStep.current) setPending(event.target.value);
        else {
          setPending(null);
          apply(event.target.value);
        }
      },
      onBlur: () => {
        setPending(null);
      },
    },
  };
}
