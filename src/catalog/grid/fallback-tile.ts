/** What the image fallback tile shows: the product's initials on a tint chosen from a stable key. */

/** Tints for the fallback tile, light and dark; each text colour keeps ≥ 4.5:1 on its tint. */
const TINTS = [
  "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
  "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  "bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200",
] as const;

/** The first letters of the first and last words: "Sleek Cotton Hat" → "SH". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== "");
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words;
  return ends.map((word = "") => (Array.from(word)[0] ?? "").toUpperCase()).join("");
}

export function tintOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? TINTS[0];
}
