import { render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/**
 * Waits for the document's title: pages set it in an effect, which React may run just
 * after the render a query has already seen.
 */
export async function expectTitle(title: string): Promise<void> {
  await waitFor(() => {
    expect(document.title).toBe(title);
  });
}
