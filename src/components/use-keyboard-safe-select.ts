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
 * On Windows and Linux a closed `<select>` changes with each arrow key, so a key's change only
 * shows as `pending` until Enter applies it (ADR 11). A pointer's choice applies at once.
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
    /** A key's choice not yet applied, if it differs from `value`. */
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
