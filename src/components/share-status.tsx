import { type Ref, useId } from "react";
import { useMessages } from "../i18n/i18n";
import type { ShareState } from "./use-share-link";

interface ShareStatusProps {
  readonly state: ShareState;
  /** The Share action selects this field, which holds the link to copy by hand. */
  readonly fieldRef: Ref<HTMLInputElement>;
}

/** Its own row under the controls, so that a long link never pushes them off a phone's screen. */
export function ShareStatus({ state, fieldRef }: ShareStatusProps) {
  const fieldId = useId();
  const { share } = useMessages();
  return (
    // Hidden until there is something to say; the status stays in the DOM so that its first
    // message is announced.
    <div className={state.kind === "idle" ? "sr-only" : "flex flex-col gap-1 md:items-end"}>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {state.kind === "copied" && share.copied}
        {state.kind === "manual" && <label htmlFor={fieldId}>{share.copyThis}</label>}
      </p>
      {state.kind === "manual" && (
        <input
          id={fieldId}
          readOnly
          // A link reads left to right from its start, in a right-to-left page too.
          dir="ltr"
          value={state.url}
          ref={fieldRef}
          className="h-control w-full max-w-xl rounded-lg border border-slate-300 bg-white px-2 py-1 text-field text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
      )}
    </div>
  );
}
