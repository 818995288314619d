import { useSyncExternalStore } from "react";
import { newVersion } from "../components/new-version";
import { primaryButton, secondaryButton } from "../components/styles";
import { BRAND_NAME } from "../constants";

const noVersion = () => undefined;

/**
 * Says that a new version is installed and switches to it only when asked: the visitor's
 * state is in the URL, so Reload keeps it. The live region is always there, so that the
 * message is announced when it appears; it sits over the page's foot, so nothing moves.
 */
export function NewVersionPrompt() {
  const reload = useSyncExternalStore(newVersion.subscribe, newVersion.get, noVersion);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-center p-4"
    >
      {reload && (
        <div className="pointer-events-auto flex max-w-full flex-wrap items-center justify-end gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-lg ring-1 ring-slate-700 dark:bg-slate-800">
          <p className="min-w-0 flex-[1_1_16rem] font-medium">
            A new version of {BRAND_NAME} is available.
          </p>
          <button type="button" className={secondaryButton} onClick={newVersion.putOff}>
            Later
          </button>
          <button type="button" className={primaryButton} onClick={reload}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
