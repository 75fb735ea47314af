import { DomainError } from '../errors';

/** Root-finding tolerance of every de-vig method: 1e-10. */
export const ROOT_TOLERANCE = 1e-10;

/**
 * A root of a continuous `f` on `[lo, hi]` by bisection, to `tolerance` in x. `f(lo)` and `f(hi)`
 * must have opposite signs (a root at either end is returned as is). Bisection is slower than Brent
 * but cannot diverge, and 60–80 halvings cost nothing here.
 *
 * @example bisect((x) => x * x - 2, 0, 2) // 1.41421356237…
 */
export function bisect(f: (x: number) => number, lo: number, hi: number, tolerance = ROOT_TOLERANCE): number {
  let a = lo;
  let b = hi;
  let fa = f(a);
  const fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Number.isNaN(fa) || Number.isNaN(fb) || Math.sign(fa) === Math.sign(fb)) {
    throw new DomainError('INVALID_ARGUMENT', `No sign change on [${lo}, ${hi}]: f = ${fa}, ${fb}`);
  }
  for (let i = 0; i < 400 && b - a > tolerance; i++) {
    const mid = (a + b) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = mid;
      fa = fm;
    } else {
      b = mid;
    }
  }
  return (a + b) / 2;
}
