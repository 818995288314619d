import type { LocaleTag } from "../../i18n/locales";
import type { ChunkRequest } from "./types";

/**
 * How a catalogue is cut for generation: chunks of a fixed size, each made from its own
 * seed, so that the products depend only on the count and the seed, never on how many
 * workers make them or in what order they finish. Small enough that the first cards of
 * 100,000 come after one chunk; receiving one (structured-clone decoding on the main
 * thread) stays a short task.
 */
export const CHUNK_SIZE = 1_000;

export function chunkCount(count: number): number {
  return Math.ceil(count / CHUNK_SIZE);
}

/** What identifies a catalogue: its size, its seed and its language. */
export interface CatalogSpec {
  readonly count: number;
  readonly seed: number;
  readonly locale: LocaleTag;
}

export function chunkRequest({ count, seed, locale }: CatalogSpec, index: number): ChunkRequest {
  return { seed, index, size: Math.min(CHUNK_SIZE, count - index * CHUNK_SIZE), locale };
}

/**
 * The seed of one chunk: the catalogue's seed and the chunk's index mixed (MurmurHash3's
 * 32-bit finaliser), so neighbouring seeds and chunks give unrelated sequences.
 */
export function chunkSeed(seed: number, index: number): number {
  let hash = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
