/**
 * Shared looks of the app's buttons, so every control has the same hover and focus states,
 * and the height of the fields beside them (src/index.css). The primary button's border is
 * transparent, yet drawn in forced colours, where a button's background is not.
 */
export const primaryButton =
  "inline-flex min-h-control items-center justify-center rounded-lg border border-transparent bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm transition-[background-color] hover:bg-brand-strong disabled:opacity-60";

export const secondaryButton =
  "inline-flex min-h-control items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition-[background-color] hover:bg-slate-100 disabled:opacity-60 disabled:hover:bg-white dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:disabled:hover:bg-slate-800";

/**
 * The page's dropdowns, and the label beside each. No padding above and below: the height is
 * set, and WebKit, which pads a dropdown's text itself, would push it down.
 */
export const selectField =
  "h-control max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-0 text-field text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
export const fieldLabel = "text-sm font-medium text-slate-700 dark:text-slate-200";

/** The centred content column shared by the nav bar, main area and footer: max 7xl from md up. */
export const contentColumn = "mx-auto w-full px-4 sm:px-6 md:max-w-7xl lg:px-8";

/**
 * A bar where a placeholder's text will be: the line keeps its height, the text is
 * invisible. Forced colours would paint the text in the theme's colour: there the bar goes.
 */
export const placeholderBar =
  "rounded bg-slate-200 text-transparent forced-colors:invisible dark:bg-slate-700";
