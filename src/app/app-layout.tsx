import { Outlet, useLocation, useNavigation } from "react-router";
import { CatalogPageLoading } from "../catalog/catalog-loading";
import { showsOtherProducts } from "../catalog/data/load-catalog";
import { AppShell } from "./app-shell";

/**
 * The matched page. While a navigation waits for the catalogue's loader to make other
 * products (another size or seed, from Back, Forward or a link, or arriving from another
 * screen), the catalogue's loading screen stands in: the page being left would otherwise
 * stay on screen and clickable for seconds, and a click there would cancel the navigation.
 */
function PageOutlet() {
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

/** The layout route: the shared shell around the matched page. */
export function AppLayout() {
  return (
    <AppShell>
      <PageOutlet />
    </AppShell>
  );
}
