import { sampleNormal, seededRandom } from '@arcade/core';

/** FNV-1a over the parts: the same parts give the same stream, whenever and wherever it is asked for. */
export function streamFor(...parts: (string | number)[]): () => number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return seededRandom(hash >>> 0);
}

export function normalFor(...parts: (string | number)[]): number {
  return sampleNormal(streamFor(...parts));
}
