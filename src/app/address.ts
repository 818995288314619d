/**
 * The page's path with one leading slash. A static host may serve the page at "//?seed=42"
 * (a CMS joining a base URL and "/"); the router makes each URL from the path alone, where
 * "//…" reads as a host name, so every navigation, and with it every control, would throw.
 */
export function withOneLeadingSlash(pathname: string): string {
  return pathname.replace(/^\/{2,}/, "/");
}
