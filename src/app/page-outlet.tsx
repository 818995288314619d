import { Outlet, useLocation, useNavigation } from "react-router";
import { CatalogPageLoading } from "../catalog/catalog-loading";
import { showsOtherProducts } from "../catalog/load-catalog";

/**
 * The matched page. While a navigation waits for the catalogue's loader to make other
 * products (another size or seed, from Back, Forward or a link, or arriving from another
 * screen), the catalogue's loading screen stands in: the page being left would otherwise
 * stay on screen and clickable for seconds, and a click there would cancel the navigation.
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  const makingProducts =
    navigation.state === "loading" &&
    next?.pathname === "/" &&
    (location.pathname !== "/" ||
      showsOtherProducts(new URLSearchParams(location.search), new URLSearchParams(next.search)));
  return makingProducts ? <CatalogPageLoading /> : <Outlet />;
}
