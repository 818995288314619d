import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { makeProduct } from "../../testing/product-fixtures";
import { PAGE_SIZE, usePaging } from "./paging";

/** A list of two and a half pages. */
const LONG_LIST = Array.from({ length: PAGE_SIZE * 2.5 }, (_, index) =>
  makeProduct({ name: `Product ${String(index)}` }),
);

/** `usePaging` on the page at `url`, and the address its navigations lead to. */
function pagingAt(url: string, openProductId?: string) {
  const params = new URLSearchParams(url.split("?")[1]);
  let search = "";
  const wrapper = ({ children }: { children: ReactNode }) => {
    function Page() {
      search = useLocation().search;
      return children;
    }
    const router = createMemoryRouter([{ path: "/", Component: Page }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(
    () => usePaging(params, LONG_LIST, LONG_LIST.length, openProductId),
    { wrapper },
  );
  return { paging: () => result.current, search: () => search };
}

describe("usePaging", () => {
  it("shows the page the address names, and the first for one the list does not have", () => {
    expect(pagingAt("/?seed=1&page=2").paging()).toMatchObject({ page: 2, pageCount: 3 });
    expect(pagingAt("/?seed=1&page=4").paging().page).toBe(1);
    expect(pagingAt("/?seed=1&page=x").paging().page).toBe(1);
  });

  it("shows the page that holds the open product of a link without a page", () => {
    const id = LONG_LIST[PAGE_SIZE * 2 + 5]?._id;
    expect(pagingAt(`/?seed=1&product=${String(id)}`, id).paging().page).toBe(3);
    expect(pagingAt(`/?seed=1&page=1&product=${String(id)}`, id).paging().page).toBe(1);
  });

  it("shows another page as a navigation that keeps the rest of the address", async () => {
    const { paging, search } = pagingAt("/?seed=1&q=a");
    paging().onPage(2);
    await expect.poll(search).toBe("?seed=1&q=a&page=2");
    paging().onPage(1);
    await expect.poll(search).toBe("?seed=1&q=a");
  });
});
