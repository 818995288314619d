import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatsOf } from "./i18n/formats";
import { ENGLISH_I18N, type I18n } from "./i18n/i18n";
import { LOCALES } from "./i18n/locales";
import { messages as hebrew } from "./i18n/messages/he";
import { registerOfflineWorker } from "./offline";

/** A version of the offline worker, as the page sees it. */
type Version = EventTarget & { state: ServiceWorkerState };

const versionIn = (state: ServiceWorkerState): Version =>
  Object.assign(new EventTarget(), { state });

/** The offline worker's registration, driven by the tests; fresh for each test. */
type Registration = EventTarget & Record<"active" | "installing" | "waiting", Version | null>;
let registration: Registration;

/** The part of workbox-window's Workbox the page uses. */
const workbox = vi.hoisted(() => ({
  url: "",
  register: vi.fn(() => Promise.resolve(registration as unknown as ServiceWorkerRegistration)),
  update: vi.fn(() => Promise.resolve()),
  messageSkipWaiting: vi.fn(),
}));
vi.mock("workbox-window", () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.url = url;
    }
    register = workbox.register;
    update = workbox.update;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

// jsdom lays nothing out: the room the prompt keeps below the page is a browser test's
// (offline.spec.ts).
vi.stubGlobal(
  "ResizeObserver",
  class {
    observe() {
      // Nothing is laid out to observe.
    }
    disconnect() {
      // Nor to stop observing.
    }
  },
);

/** Registers the worker as the app does once the page is shown, and shows what it offers. */
const registerAndShow = (i18n: I18n = ENGLISH_I18N) => {
  render(<>{registerOfflineWorker(i18n)}</>);
};

const container = new EventTarget();
const reload = vi.fn();

beforeEach(() => {
  registration = Object.assign(new EventTarget(), {
    active: versionIn("activated"),
    installing: null,
    waiting: null,
  });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  // The page only reloads through location.
  vi.spyOn(window, "location", "get").mockReturnValue({ reload } as unknown as Location);
  registerAndShow();
});

afterEach(() => {
  for (const mock of [workbox.register, workbox.update, workbox.messageSkipWaiting, reload]) {
    mock.mockClear();
  }
});

/** A new version is found, installs and waits, as the browser tells the page. */
const newVersionWaits = async (): Promise<Version> => {
  const version = versionIn("installing");
  await act(async () => {
    // The page has registered the worker.
    await Promise.resolve();
    registration.installing = version;
    registration.dispatchEvent(new Event("updatefound"));
    Object.assign(registration, { installing: null, waiting: version });
    version.state = "installed";
    version.dispatchEvent(new Event("statechange"));
    await Promise.resolve();
  });
  return version;
};

describe("registerOfflineWorker", () => {
  it("registers /sw.js, and shows an empty live region, so that its message is announced", () => {
    expect(workbox.url).toBe("/sw.js");
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says a new version is available, switches only on Reload and reloads once it has taken over", async () => {
    await newVersionWaits();
    const region = screen.getByRole("status");
    expect(region).toHaveTextContent("A new version of Product Hub is available.");
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    // Later, then Reload (first in the app's root: offline.spec.ts).
    await userEvent.tab();
    expect(within(region).getByRole("button", { name: "Later" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("only reloads on Reload once another tab has let the new version take over", async () => {
    const version = await newVersionWaits();
    // Another tab's Reload: the new version controls this page too.
    version.state = "activated";
    registration.waiting = null;
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it("offers each later version, after Later too", async () => {
    await newVersionWaits();
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    await newVersionWaits();
    expect(screen.getByRole("status")).toHaveTextContent(
      "A new version of Product Hub is available.",
    );
  });

  /** Registers the worker anew on a page whose registration is `found`. */
  const registerWith = async (found: Partial<Registration>) => {
    cleanup();
    Object.assign(registration, found);
    registerAndShow();
    await act(() => Promise.resolve());
  };

  it("offers a version that was waiting before the page registered", async () => {
    await registerWith({ waiting: versionIn("installed") });
    expect(screen.getByRole("status")).toHaveTextContent(
      "A new version of Product Hub is available.",
    );
  });

  it("offers nothing when the first version installs: it takes over at once", async () => {
    await registerWith({ active: null });
    await newVersionWaits();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("takes the message away on Later, without switching", async () => {
    await newVersionWaits();
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it("asks for a new version when the page comes back into view", async () => {
    await act(() => Promise.resolve());
    document.dispatchEvent(new Event("visibilitychange"));
    expect(workbox.update).toHaveBeenCalled();
  });

  it("speaks the page's language", async () => {
    cleanup();
    const locale = LOCALES.find(({ tag }) => tag === "he") ?? ENGLISH_I18N.locale;
    registerAndShow({ locale, messages: hebrew, formats: formatsOf("he") });
    await newVersionWaits();
    const region = screen.getAllByRole("status")[0];
    expect(region).toHaveTextContent(hebrew.update.available("Product Hub"));
    expect(
      within(region ?? document.body).getByRole("button", { name: hebrew.update.reload }),
    ).toBeVisible();
  });
});
