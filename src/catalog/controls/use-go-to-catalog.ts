import { useLocation, useNavigate, useNavigation } from "react-router";

/**
 * Navigates the catalogue to `params`, as a history entry, keeping the scroll position;
 * unless the page is at that address or on its way there, so that asking twice (a double
 * click on Search) or asking for what is shown adds no entry and no loading step.
 */
export function useGoToCatalog(): (params: URLSearchParams) => void {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const upcoming = new URLSearchParams((navigation.location ?? location).search).toString();
  return (params) => {
    const search = params.toString();
    if (search === upcoming) return;
    void navigate({ pathname: "/", search }, { preventScrollReset: true });
  };
}
