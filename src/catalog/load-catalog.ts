import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { parseCount } from "./catalog-params";
import { indexCatalog, type Catalog } from "./filter";
import { generateInWorker } from "./generate-in-worker";
import { generateProducts } from "./products";

/** Up to this many products, generating on the main thread stays a short task (~10 ms). */
const MAIN_THREAD_LIMIT = 200;

/**
 * The catalogue route's loader: products are made once per visit of "/" (a reload gives
 * new ones), not on every React render; `?count=` sets how many.
 */
export async function loadCatalog({ request }: LoaderFunctionArgs): Promise<{ catalog: Catalog }> {
  const count = parseCount(new URL(request.url).searchParams);
  const catalog =
    count <= MAIN_THREAD_LIMIT
      ? indexCatalog(generateProducts(count))
      : await generateInWorker(count, request.signal);
  return { catalog };
}

/** Filtering never regenerates the products; a different `?count=` does. */
export function shouldReloadCatalog({
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs): boolean {
  return parseCount(currentUrl.searchParams) !== parseCount(nextUrl.searchParams);
}
