import { Outlet, useLocation, useNavigation } from "react-router";
import { CatalogPageLoading } from "../catalog/catalog-page";
import { AppShell } from "./app-shell";

/**
 * The matched page. Arriving at the catalogue from another screen waits for its loader
 * (products to make): the catalogue's loading screen stands in meanwhile, since the
 * screen being left would otherwise stay, clickable, and a click there would cancel the
 * navigation. Within the catalogue, the page shows its own loading step.
 */
function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const arriving =
    navigation.state === "loading" && navigation.location.pathname === "/" && pathname !== "/";
  return arriving ? <CatalogPageLoading /> : <Outlet />;
}

/** The layout route: the shared shell around the matched page. */
export function AppLayout() {
  return (
    <AppShell>
      <PageOutlet />
    </AppShell>
  );
}
