import { useEffect, type RefObject } from "react";

/** Whether a key pressed in `target` belongs to it: a form field or editable text takes its "/". */
function takesKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/**
 * "/" anywhere on the page outside a form field moves focus to `box`, as on many sites,
 * and selects what it holds. Where the box cannot take focus (a modal dialog is open, or
 * the loading step covers it), the key is left alone.
 */
export function useSearchShortcut(box: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const goToSearch = (event: KeyboardEvent) => {
      const input = box.current;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!input || takesKeys(event.target)) return;
      input.focus();
      if (document.activeElement !== input) return;
      event.preventDefault();
      input.select();
    };
    document.addEventListener("keydown", goToSearch);
    return () => {
      document.removeEventListener("keydown", goToSearch);
    };
  }, [box]);
}
