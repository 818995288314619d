/**
 * A visitor's text set apart from the words around it (Unicode's first-strong isolate,
 * U+2068 … U+2069): its direction is its own, and a left-to-right term in a Hebrew
 * sentence, or a Hebrew one in an English sentence, keeps its order and leaves the quotes
 * and punctuation around it in place. In the string, not an element: the document's title
 * and a dropdown's option quote it too, and they hold text alone.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
