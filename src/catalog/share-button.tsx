import { useId, useState } from "react";
import { secondaryButton } from "../components/styles";

type ShareState =
  | { readonly kind: "idle" }
  | { readonly kind: "copied" }
  | { readonly kind: "manual"; readonly url: string };

/**
 * Copies a link to this exact catalogue. Where the Clipboard API is missing or refused,
 * the link is shown selected in a read-only field to copy by hand. Either way a polite
 * status says what happened.
 */
export function ShareButton({ url }: { readonly url: string }) {
  const [state, setState] = useState<ShareState>({ kind: "idle" });
  const fieldId = useId();

  async function share() {
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied" });
    } catch {
      setState({ kind: "manual", url });
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          void share();
        }}
      >
        Share
      </button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {state.kind === "copied" && "Link copied to the clipboard."}
        {state.kind === "manual" && <label htmlFor={fieldId}>Copy this link:</label>}
      </p>
      {state.kind === "manual" && (
        <input
          id={fieldId}
          readOnly
          value={state.url}
          ref={(field) => {
            field?.select();
          }}
          className="w-72 max-w-full rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
      )}
    </div>
  );
}
