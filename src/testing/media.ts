/** Media queries that the jsdom stand-in for matchMedia answers as matching (tests only). */
export const matchingMediaQueries = new Set<string>();
