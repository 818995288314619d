import {
  type ChangeEvent,
  createContext,
  type FocusEvent,
  type MouseEvent,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from "react";
import { NavigationType, useNavigate, useNavigationType } from "react-router";
import { ClockLoader } from "react-spinners";
import { useMediaQuery } from "../components/document";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../constants";
import { useMessages } from "../i18n/i18n";
import { unfoldTo } from "./controls/filter-disclosure";

/**
 * A container at least as tall as the spinner's block (`h-60` below: 15rem, the space the
 * spinner had with 6rem above and below), for the block laid over it.
 */
export const LOADING_BLOCK_MIN_HEIGHT = "min-h-60";

/**
 * The clock-style spinner that replaces the page content while the catalogue loads, in a
 * block of fixed height (15rem), so that whatever it covers can keep its place.
 */
export function CatalogLoading() {
  const { loading } = useMessages();
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <div
      role="status"
      aria-label={loading.products}
      // In forced colours (Windows' high contrast) the spinner's ring, a box shadow, and its
      // hands, a background, would be dropped and the screen under the title left blank:
      // it keeps them, in the text's colour of the visitor's theme.
      className="flex h-60 items-center justify-center forced-colors:forced-color-adjust-none forced-colors:[--color-brand:CanvasText]"
    >
      <ClockSpinner reducedMotion={reducedMotion} />
    </div>
  );
}

interface ClockSpinnerProps {
  /** The visitor prefers reduced motion: the hands keep turning, slower. */
  readonly reducedMotion: boolean;
}

/** The specified clock-style spinner, in the brand's blue. */
export function ClockSpinner({ reducedMotion }: ClockSpinnerProps) {
  return (
    <ClockLoader
      color={BRAND_COLOR}
      size={SPINNER_SIZE}
      speedMultiplier={reducedMotion ? REDUCED_MOTION_SPEED : 1}
      aria-hidden="true"
    />
  );
}

/** The field of `control`'s form that says its value is ignored, if any. */
function invalidFieldOf(control: HTMLElement): HTMLElement | undefined {
  const form =
    control instanceof HTMLInputElement ||
    control instanceof HTMLButtonElement ||
    control instanceof HTMLSelectElement
      ? control.form
      : null;
  return [...(form?.elements ?? [])].find(
    (field): field is HTMLElement =>
      field instanceof HTMLElement && field.getAttribute("aria-invalid") === "true",
  );
}

/**
 * Focus across the loading step, which hides the controls (inert) and so takes focus from
 * them: once it ends, focus goes back to the control the visitor last used, where it
 * was, or to a field of that control's form that now says its value is ignored, so that
 * why is heard (its disclosure opened if it is folded away). After Back and Forward, only
 * if the step took focus from that control, as if there had been no step, and without
 * scrolling the page for it: focus that was elsewhere stays there. Returns the handlers
 * that follow which control the visitor used, for the element that holds the controls,
 * and how another control names what gets focus (FocusAfterGoing).
 */
export function useFocusAcrossLoading(loading: boolean) {
  const lastUsed = useRef<HTMLElement | null>(null);
  // The control that named where focus goes (useGoToAddress), which may keep focus.
  const namedBy = useRef<Element | null>(null);
  const stepTookFocus = useRef(false);
  const inStep = useRef(loading);
  const byVisitor = useNavigationType() !== NavigationType.Pop;
  // Before the result is painted (and in the same task as its render): no frame, and no
  // reader, finds focus lost, and nothing the visitor does next can come before it. As
  // the step begins, the controls it hides still have focus: the browser takes it later.
  useLayoutEffect(() => {
    const control = lastUsed.current;
    if (loading) {
      inStep.current = true;
      stepTookFocus.current ||= document.activeElement === control;
      return;
    }
    // A navigation that loads nothing (one that only puts state in the entry) has no step.
    if (!inStep.current) return;
    inStep.current = false;
    const giveBack = byVisitor || stepTookFocus.current;
    stepTookFocus.current = false;
    if (!giveBack || !control?.isConnected) return;
    const focused = document.activeElement;
    const requester = namedBy.current;
    namedBy.current = null;
    if (focused !== null && focused !== document.body && focused !== control) {
      if (focused !== requester) return;
    }
    const target = invalidFieldOf(control) ?? control;
    // A field folded away in the phone's closed disclosure is shown first (ADR 21).
    unfoldTo(target);
    target.focus({ preventScroll: !byVisitor });
  }, [loading, byVisitor]);
  const use = (event: FocusEvent | ChangeEvent) => {
    if (event.target instanceof HTMLElement) lastUsed.current = event.target;
  };
  // A control outside the ones tracked names what gets focus itself (useGoToAddress).
  const focusAfterLoading = useCallback((element: HTMLElement) => {
    lastUsed.current = element;
    namedBy.current = document.activeElement;
  }, []);
  const tracking = {
    onFocus: use,
    // A choice can be made without focus (a script, or a picker that never focused it).
    onChange: use,
    // Safari focuses no button on a click: the button clicked is the control used, unless
    // the click moved focus on purpose (Clear search focuses the box).
    onClick: (event: MouseEvent) => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && event.currentTarget.contains(focused)) {
        lastUsed.current = focused;
      } else if (event.target instanceof Element) {
        const control = event.target.closest("button");
        if (control) lastUsed.current = control;
      }
    },
  };
  return { tracking, focusAfterLoading };
}

/**
 * Gives focus to an element once the address a control went to is shown. The page's
 * loading step provides it (useFocusAcrossLoading): the step hides the controls and takes
 * focus from them.
 */
export const FocusAfterGoing = createContext<(element: HTMLElement) => void>(() => undefined);

interface GoingOptions {
  /** What the new history entry carries, besides its address. */
  readonly state?: unknown;
  /** Replaces the current entry instead of adding one. */
  readonly replace?: boolean;
  /** Where focus goes once the address is shown; by default, the control last used. */
  readonly focus?: HTMLElement;
}

/**
 * How every control goes to another address of the catalogue: a navigation of the
 * router, which keeps the page where the visitor has scrolled it.
 */
export function useGoToAddress() {
  const navigate = useNavigate();
  const focusAfterGoing = useContext(FocusAfterGoing);
  return useCallback(
    (params: URLSearchParams, { state, replace = false, focus }: GoingOptions = {}) => {
      if (focus) focusAfterGoing(focus);
      void navigate({ search: params.toString() }, { state, replace, preventScrollReset: true });
    },
    [navigate, focusAfterGoing],
  );
}
