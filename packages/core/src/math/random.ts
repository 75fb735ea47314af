/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence everywhere, so
 * simulations and tests are reproducible. Not for anything secret.
 *
 * @example const next = seededRandom(42); next() // 0.6011037519201636
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index drawn with the given probabilities (they need not be normalised). */
export function sampleIndex(weights: readonly number[], random: () => number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let u = random() * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] as number;
    if (u < 0) return i;
  }
  return weights.length - 1;
}

/** A standard normal draw (Box–Muller). */
export function sampleNormal(random: () => number): number {
  const u = Math.max(Number.MIN_VALUE, random());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
