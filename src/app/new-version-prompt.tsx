import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { focusMainContent } from "../components/document";
import { primaryButton, secondaryButton } from "../components/styles";
import { BRAND_NAME } from "../constants";
import type { Messages } from "../i18n/messages/en";

/** The new version the page offers, if any, and what the visitor can do with it. */
export interface NewVersionOffer {
  readonly subscribe: (listener: () => void) => () => void;
  /** The version offered now, or null. */
  readonly offered: () => ServiceWorker | null;
  /** Lets `version` take over, and reloads the page on it. */
  readonly reload: (version: ServiceWorker) => void;
  /** Takes the offer away; the new version waits for the next visit. */
  readonly putOff: () => void;
}

interface Props {
  /**
   * Its texts, in the page's language. Given, not read from the app's context: its chunk
   * (with src/offline.tsx) then shares no module with the app but the app's own chunk,
   * which the bundler would otherwise split (ADR 23).
   */
  readonly texts: Messages["update"];
  /** Switches to the new version: the page reloads on it. */
  readonly reload: () => void;
  /** Takes the prompt away; the new version waits for the next visit. */
  readonly putOff: () => void;
}

/**
 * Says that a new version is installed, and switches to it only when asked: the visitor's
 * state is in the URL, so Reload keeps it.
 */
function NewVersionPrompt({ texts, reload, putOff }: Props) {
  return (
    <div className="pointer-events-auto flex max-w-full flex-wrap items-center justify-end gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-lg ring-1 ring-slate-700 dark:bg-slate-800 forced-colors:border">
      <p className="min-w-0 flex-[1_1_16rem] font-medium">{texts.available(BRAND_NAME)}</p>
      <button type="button" className={secondaryButton} onClick={putOff}>
        {texts.later}
      </button>
      <button type="button" className={primaryButton} onClick={reload}>
        {texts.reload}
      </button>
    </div>
  );
}

/**
 * The polite live region that says a new version waits, in the texts of the page's
 * language: there before its message, so the message is announced; first in the app's
 * root, so Tab reaches it first; shown last, held to the window's foot (`order`, with the
 * root a flex column: src/index.css), so that the page has room below its footer as tall
 * as it and nothing above moves. While it shows, the page's scroll padding keeps what gets
 * focus above it too (at 400 % zoom it takes half the window).
 */
export function NewVersionRegion({
  offer,
  texts,
}: {
  readonly offer: NewVersionOffer;
  readonly texts: Messages["update"];
}) {
  const version = useSyncExternalStore(offer.subscribe, offer.offered);
  const region = useRef<HTMLDivElement>(null);
  // Where focus came into the prompt from: Later gives it back there, not to the body.
  const cameFrom = useRef<EventTarget | null>(null);
  useLayoutEffect(() => {
    const shown = region.current;
    if (!version || !shown) return;
    // Through the CSSOM, which the CSP allows, unlike a `style` attribute.
    const page = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      page.scrollPaddingBottom = `${String(shown.offsetHeight)}px`;
    });
    observer.observe(shown);
    return () => {
      observer.disconnect();
      page.scrollPaddingBottom = "";
    };
  }, [version]);
  return (
    <div
      ref={region}
      role="status"
      className="pointer-events-none sticky bottom-0 z-20 order-last flex justify-center p-4 empty:p-0"
      onFocus={({ relatedTarget }) => {
        if (!(relatedTarget instanceof Node && region.current?.contains(relatedTarget))) {
          cameFrom.current = relatedTarget;
        }
      }}
    >
      {version && (
        <NewVersionPrompt
          texts={texts}
          reload={() => {
            offer.reload(version);
          }}
          putOff={() => {
            if (region.current?.contains(document.activeElement)) {
              const before = cameFrom.current;
              if (before instanceof HTMLElement && before.isConnected) before.focus();
              else focusMainContent();
            }
            offer.putOff();
          }}
        />
      )}
    </div>
  );
}
