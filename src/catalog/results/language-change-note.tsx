import { useLocation } from "react-router";
import { useMessages } from "../../i18n/i18n-context";
import { languageLeftMessage, leftByLanguageChange } from "../address/language-change";

/**
 * On the page a change of language made: the search and the category it left, which were
 * the other language's words (ADR 22). The history entry holds them (its location's
 * state), so the page says it again on a reload, Back or Forward, and no more once the
 * visitor has gone on to another address. Said once the products are there (`ready`),
 * with them, so that it moves nothing the page showed before. A status that stays
 * mounted, so that it is heard, out of the layout while it is empty: the served page, the
 * same for every address, has nothing to say. A search quoted whole may be one long word:
 * it wraps anywhere rather than widening the page.
 */
export function LanguageChangeNote({ ready }: { readonly ready: boolean }) {
  const state: unknown = useLocation().state;
  const messages = useMessages();
  const left = ready ? leftByLanguageChange(state) : null;
  return (
    <p
      role="status"
      className={
        left
          ? "rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm wrap-anywhere text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200"
          : "sr-only"
      }
    >
      {left && languageLeftMessage(left, messages)}
    </p>
  );
}
