import { useEffect } from "react";
import { BRAND_NAME } from "../constants";

/** The title of a page in the browser's tab and history: what it shows, then the product. */
export function documentTitle(page: string): string {
  return `${page} – ${BRAND_NAME}`;
}

/** Gives the document the title of `page` while shown; `null` leaves the title as it is. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = documentTitle(page);
  }, [page]);
}
