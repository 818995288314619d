import { writeSentFields } from "../address/catalog-params";

/** The search form's name, by which the app finds the prerendered one it replaces. */
export const SEARCH_FORM_NAME = "search";

/** The URL's parameters that the search form keeps as they are when it is sent. */
export const SEARCH_FORM_KEEPS = ["category", "sort", "seed", "count", "locale"] as const;

/** The served search form, until the app takes it (takePrerenderedForm). */
let served: HTMLFormElement | null = null;
/** What had focus last meanwhile. */
let focusedLast: EventTarget | null = null;

function followFocus({ target }: FocusEvent) {
  focusedLast = target;
}

/**
 * Makes the prerendered search form send what the app's form sends (`withFormFields`).
 * The shell, the same for every address, cannot hold the parameters the form keeps: it is
 * given them, or a search sent before the app has taken over would lose the shared
 * catalogue's seed, its category and its order. Its fields go in trimmed, and an empty
 * one is left out rather than written as `min=`. Called from the entry, the first script
 * to run.
 */
export function sendPrerenderedFormAsTheApp(params: URLSearchParams): void {
  const form = document.forms.namedItem(SEARCH_FORM_NAME);
  if (!form) return;
  for (const name of SEARCH_FORM_KEEPS) {
    const value = params.get(name);
    // A language's shell keeps its own already.
    if (value !== null && !form.elements.namedItem(name)) {
      form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
    }
  }
  form.addEventListener("formdata", ({ formData }) => {
    writeSentFields(formData, [...formData]);
  });
  // The app's first render is sliced (a transition) and replaces the form only when it
  // commits: until then the visitor may type, or click into a field. Focus is followed by
  // `focusin` alone, since Chromium blurs a field as it is removed.
  served = form;
  focusedLast = document.activeElement;
  addEventListener("focusin", followFocus);
}

/** What the visitor typed into the prerendered search form, and where the caret was. */
export interface TypedBeforeTheApp {
  /** Each text field's value, by name, where it differs from what the page was served with. */
  readonly values: ReadonlyMap<string, string>;
  readonly focused: {
    readonly name: string;
    readonly start: number | null;
    readonly end: number | null;
  } | null;
}

/**
 * What the visitor typed into the served search form, and where the caret was if a field
 * of it had focus last: read once, as the app's form replaces it, in that render's commit
 * (the removed fields keep their values). Null where no form was served, and once taken.
 */
export function takePrerenderedForm(): TypedBeforeTheApp | null {
  const form = served;
  if (!form) return null;
  served = null;
  removeEventListener("focusin", followFocus);
  const fields = [...form.elements].filter(
    (field): field is HTMLInputElement =>
      field instanceof HTMLInputElement && field.type !== "hidden",
  );
  const active = fields.find((field) => field === focusedLast);
  return {
    values: new Map(
      fields
        .filter((field) => field.value !== field.defaultValue)
        .map((field) => [field.name, field.value]),
    ),
    focused: active
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null,
  };
}
