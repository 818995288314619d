import { afterEach, describe, expect, it, vi } from "vitest";
import { MAIN_CONTENT_ID } from "../components/document";
import { APP_FAILED_ID, showLoadFailure } from "./load-failure";

/**
 * The catalogue's served page, in English: its content in the app's root, the error
 * screen's template, two preloads.
 */
function servedPage() {
  const root = Object.assign(document.createElement("div"), { id: "root" });
  const main = root.appendChild(
    Object.assign(document.createElement("main"), { id: MAIN_CONTENT_ID }),
  );
  const template = Object.assign(document.createElement("template"), {
    id: APP_FAILED_ID,
    title: "Unexpected Application Error! – Product Hub",
    lang: "en",
    dir: "ltr",
  });
  const screen = document.createElement("section");
  screen.append(
    document.createElement("p"),
    Object.assign(document.createElement("a"), { href: "#loaded-anew" }),
  );
  template.content.append(screen);
  const preloads = ["/assets/main-1.js", "/assets/react-dom-2.js"].map((href) =>
    Object.assign(document.createElement("link"), { rel: "modulepreload", href }),
  );
  document.head.append(...preloads);
  document.body.append(root, template);
  return main;
}

afterEach(() => {
  history.replaceState(null, "", "/");
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("showLoadFailure", () => {
  it("puts the error screen, with the error's message, in place of the page's content", () => {
    const main = servedPage();
    showLoadFailure(new Error("Importing a module script failed."));
    expect(main.querySelector("p")).toHaveTextContent("Importing a module script failed.");
    expect(document.title).toBe("Unexpected Application Error! – Product Hub");
  });

  it("shows the served document in its own language where its script hid it for another's", () => {
    const main = servedPage();
    const root = document.getElementById("root");
    if (!root) throw new Error("no root");
    // What the served page's script does with ?locale=he on a host that sent English's.
    Object.assign(document.documentElement, { lang: "he", dir: "rtl" });
    root.hidden = true;
    showLoadFailure(new Error("offline"));
    expect(root).toBeVisible();
    expect(main.querySelector("p")).toHaveTextContent("offline");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("asks for the app's chunks anew, past every cache, before its link loads the page", async () => {
    const main = servedPage();
    const fetched = vi.fn<typeof fetch>(() => Promise.resolve(new Response("")));
    vi.stubGlobal("fetch", fetched);
    showLoadFailure(new Error("offline"));
    main
      .querySelector("a")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(location.hash).toBe("");
    await vi.waitFor(() => {
      expect(location.hash).toBe("#loaded-anew");
    });
    expect(fetched.mock.calls.map(([url, init]) => [url, init?.cache])).toEqual([
      [`${window.location.origin}/assets/main-1.js`, "reload"],
      [`${window.location.origin}/assets/react-dom-2.js`, "reload"],
    ]);
    vi.unstubAllGlobals();
  });
});
