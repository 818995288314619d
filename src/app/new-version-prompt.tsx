import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { focusMainContent } from "../components/document";
import { primaryButton, secondaryButton } from "../components/styles";
import { BRAND_NAME } from "../constants";
import type { Messages } from "../i18n/messages/en";

export interface NewVersionOffer {
  readonly subscribe: (listener: () => void) => () => void;
  readonly offered: () => ServiceWorker | null;
  /** Activates `version` and reloads the page on it. */
  readonly reload: (version: ServiceWorker) => void;
  /** The new version then waits for the next visit. */
  readonly putOff: () => void;
}

interface Props {
  /** Passed in, not read from context, so this chunk shares no module with the app (ADR 23). */
  readonly texts: Messages["update"];
  readonly reload: () => void;
  readonly putOff: () => void;
}

/** Reloads only when asked; the visitor's state is in the URL, so a reload keeps it. */
function NewVersionPrompt({ texts, reload, putOff }: Props) {
  return (
    <div className="pointer-events-auto flex max-w-full flex-wrap items-center justify-end gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-lg ring-1 ring-slate-700 dark:bg-slate-800 print:hidden forced-colors:border">
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
 * A live region rendered before its message, so screen readers announce it. It comes first
 * for Tab but shows at the window's foot through CSS `order`, so nothing above it moves.
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
  // Later gives focus back to where it came from, not to the body.
  const cameFrom = useRef<EventTarget | null>(null);
  useLayoutEffect(() => {
    const shown = region.current;
    if (!version || !shown) return;
    // Scroll padding keeps focused elements above the prompt. It is set through the CSSOM,
    // which the CSP allows, unlike a `style` attribute.
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
