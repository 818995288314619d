/**
 * Shared button looks, so that every control has the same hover and focus states. The primary
 * button's transparent border is drawn in forced colours, where its background is not.
 */
export const primaryButton =
  "inline-flex min-h-control items-center justify-center rounded-lg border border-transparent bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm transition-[background-color] hover:bg-brand-strong disabled:opacity-60";

export const secondaryButton =
  "inline-flex min-h-control items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition-[background-color] hover:bg-slate-100 disabled:opacity-60 disabled:hover:bg-white dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:disabled:hover:bg-slate-800";

/** No vertical padding: WebKit pads a dropdown's text itself and would push it down. */
export const selectField =
  "h-control max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-0 text-field text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
export const fieldLabel = "text-sm font-medium text-slate-700 dark:text-slate-200";

/** The centred column shared by the nav bar, main area and footer. */
export const contentColumn = "mx-auto w-full px-4 sm:px-6 md:max-w-7xl lg:px-8";

/** Invisible text keeps the line's height; forced colours would paint it, so the bar hides. */
export const placeholderBar =
  "rounded bg-slate-200 text-transparent forced-colors:invisible dark:bg-slate-700";
