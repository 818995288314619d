import { useI18n } from "../../i18n/i18n-context";

/** What the served page says where scripts are off: the products need them. */
export function NoScriptNote() {
  const { catalog } = useI18n().messages;
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        {catalog.noScript}
      </p>
    </noscript>
  );
}
