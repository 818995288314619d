/**
 * Loads the spinner's code, a chunk of its own: the first cards need no spinner. The
 * catalogue's page asks for it once shown, so that it is there before a change needs it.
 */
export const loadSpinner = () => import("./clock-spinner");
