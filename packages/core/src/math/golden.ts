/**
 * The maximiser of a unimodal `f` on `[lo, hi]` by golden-section search, to `tolerance` in x.
 *
 * @example goldenMaximize((x) => -(x - 1) ** 2, -5, 5) // 1
 */
export function goldenMaximize(f: (x: number) => number, lo: number, hi: number, tolerance = 1e-9): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (b - a > tolerance) {
    if (fc > fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}
