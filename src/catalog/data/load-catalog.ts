import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { parseCount, parseSeed } from "../catalog-params";
import { catalogOf, type Catalog } from "./catalog";
import { generateInWorker } from "./generate-in-worker";
import { generateProducts } from "./products";

/** Up to this many products, generating on the main thread stays a short task (~10 ms). */
const MAIN_THREAD_LIMIT = 200;

/** Four random bytes read as one whole number from 0 to 2³²−1, the range of `?seed=`. */
function randomSeed(): number {
  return new DataView(crypto.getRandomValues(new Uint8Array(4)).buffer).getUint32(0);
}

/**
 * The catalogue route's loader: products are made once per visit of "/", not on every
 * React render. `?count=` sets how many and `?seed=` makes them reproducible; without a
 * seed a random one is drawn, so a reload gives new products, and the page keeps it for
 * the Share link.
 */
export async function loadCatalog({
  request,
}: LoaderFunctionArgs): Promise<{ catalog: Catalog; count: number; seed: number }> {
  const params = new URL(request.url).searchParams;
  const count = parseCount(params);
  const seed = parseSeed(params) ?? randomSeed();
  const catalog =
    count <= MAIN_THREAD_LIMIT
      ? catalogOf(generateProducts(count, seed))
      : await generateInWorker({ count, seed }, request.signal);
  return { catalog, count, seed };
}

/**
 * Whether going from one URL to the other shows other products: another size, or another
 * seed where both name one. A seed written into or taken out of the URL of the same visit
 * names the products already shown (opening a product on a plain visit writes it in; Back
 * takes it out), so it regenerates nothing; neither does filtering.
 */
export function showsOtherProducts(current: URLSearchParams, next: URLSearchParams): boolean {
  const [currentSeed, nextSeed] = [parseSeed(current), parseSeed(next)];
  return (
    parseCount(current) !== parseCount(next) ||
    (currentSeed !== null && nextSeed !== null && currentSeed !== nextSeed)
  );
}

export function shouldReloadCatalog({
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs): boolean {
  return showsOtherProducts(currentUrl.searchParams, nextUrl.searchParams);
}
