/**
 * Opens the phone's disclosure (FilterDisclosure) if it folds `control` away, so that it
 * can take focus: after the served page's script, the only code that opens it.
 */
export function unfoldTo(control: Element) {
  const folded = control.closest("details");
  if (folded && !folded.open) folded.open = true;
}
