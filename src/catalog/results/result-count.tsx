import { placeholderBar } from "../../components/styles";
import { PRODUCT_COUNT } from "../../constants";
import { useI18n } from "../../i18n/i18n-context";
import { resultMessage } from "./result-message";

const countLine = "text-sm text-slate-600 dark:text-slate-300";

/**
 * How many products are shown, above them, for everyone: the words the live region
 * announces after a change ("12 products"), which screen readers also find in place.
 */
export function ResultCount({ id, count }: { readonly id: string; readonly count: number }) {
  return (
    <p id={id} className={countLine}>
      {resultMessage(count, useI18n())}
    </p>
  );
}

/**
 * The count's line before the products exist, the same height, so nothing moves. Its
 * invisible text asks nothing of `Intl`: the page is prerendered with Node's and hydrated
 * with the browser's, which may write a language's numbers otherwise.
 */
export function ResultCountPlaceholder() {
  const { catalog } = useI18n().messages;
  return (
    <p aria-hidden="true" className={countLine}>
      <span className={placeholderBar}>
        {catalog.products({ count: String(PRODUCT_COUNT), form: "other" })}
      </span>
    </p>
  );
}
