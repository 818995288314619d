import { render, renderHook, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
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

/** Runs a hook inside a route at `url`, so it can read and change the URL and history. */
export function renderHookInRoute<Result>(hook: () => Result, url = "/") {
  let Stub: ReturnType<typeof createRoutesStub> | undefined;
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => {
      Stub ??= createRoutesStub([{ path: "/", Component: () => children }]);
      return <Stub initialEntries={[url]} />;
    },
  });
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
