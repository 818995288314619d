import { render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { expect } from "vitest";

/** Route objects as `createRoutesStub` takes them: the app's own, or a test's. */
type TestRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * Renders `routes` in a memory router at `url`, the way the app's data router runs them
 * (loaders, `shouldRevalidate`, error boundaries), with React Router's own test stub.
 */
export function renderRoutes(routes: TestRoutes, url = "/") {
  const Stub = createRoutesStub(routes);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

/**
 * Renders `routes` in a memory router at `url`, and hands the router over, for a test
 * that goes Back or Forward as the browser's buttons do.
 */
export function renderRouter(routes: Parameters<typeof createMemoryRouter>[0], url = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

/** The nodes a browser parses `html` into, as it does a served page. */
export function servedHtml(html: string): DocumentFragment {
  return document.createRange().createContextualFragment(html);
}

/**
 * Renders `routes` at `url` as the build prerenders a page (react-dom/server, the router
 * at the page's own address, `served`), lets `meanwhile` act on that HTML as the page's
 * script or a visitor would before the app has come, then hydrates it at `url` as
 * main.tsx does, each inside `wrap` (a provider). A hydration mismatch fails the test:
 * React reports it as a recoverable error (and, in development, on the console).
 */
export function hydrateRoutes(
  routes: Parameters<typeof createMemoryRouter>[0],
  url: string,
  {
    served = url,
    meanwhile,
    wrap = (children) => children,
  }: {
    served?: string;
    meanwhile?: (container: HTMLElement) => void;
    wrap?: (children: ReactNode) => ReactNode;
  } = {},
) {
  const routerAt = (entry: string) => createMemoryRouter(routes, { initialEntries: [entry] });
  const container = document.body.appendChild(document.createElement("div"));
  container.append(servedHtml(renderToString(wrap(<RouterProvider router={routerAt(served)} />))));
  meanwhile?.(container);
  const mismatches: unknown[] = [];
  const router = routerAt(url);
  render(wrap(<RouterProvider router={router} />), {
    container,
    hydrate: true,
    onRecoverableError: (error) => mismatches.push(error),
  });
  expect(mismatches).toEqual([]);
  return { user: userEvent.setup(), router, container };
}

/**
 * Waits for the document's title: pages set it in an effect, which React may run just
 * after the render a query has already seen.
 */
export async function expectTitle(title: string): Promise<void> {
  await waitFor(() => {
    expect(document.title).toBe(title);
  });
}
