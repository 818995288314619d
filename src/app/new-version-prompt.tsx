import { primaryButton, secondaryButton } from "../components/styles";
import { BRAND_NAME } from "../constants";
import type { Messages } from "../i18n/messages/en";

interface Props {
  /**
   * Its texts, in the page's language. Given, not read from the app's context: the prompt
   * has a root of its own, and its chunk then shares no module with the app but the app's
   * own chunk, which the bundler would otherwise split (ADR 23).
   */
  readonly texts: Messages["update"];
  /** Switches to the new version: the page reloads on it. */
  readonly reload: () => void;
  /** Takes the prompt away; the new version waits for the next visit. */
  readonly putOff: () => void;
}

/**
 * Says that a new version is installed, and switches to it only when asked: the visitor's
 * state is in the URL, so Reload keeps it. Rendered by src/offline.tsx into its live region.
 */
export function NewVersionPrompt({ texts, reload, putOff }: Props) {
  return (
    <div className="pointer-events-auto flex max-w-full flex-wrap items-center justify-end gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-lg ring-1 ring-slate-700 dark:bg-slate-800 forced-colors:border">
      <p className="min-w-0 flex-[1_1_16rem] font-medium">{texts.available(BRAND_NAME)}</p>
      <button type="button" className={secondaryButton} onClick={putOff}>
        {texts.later}
      </button>
      <button type="button" className={primaryButton} onClick={reload}>
        {texts.reload}
      </button>
    </div>
  );
}
