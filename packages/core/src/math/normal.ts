import { DomainError } from '../errors';

/**
 * Standard normal CDF Φ(x) to double precision, by W. J. Cody's rational approximations of erfc
 * (as in Hart's algorithm 5666, the form Graeme West published for finance).
 *
 * @example normalCdf(0) // 0.5
 * @example normalCdf(1.959963985) // 0.975
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let n = 3.52624965998911e-2 * z + 0.700383064443688;
      n = n * z + 6.37396220353165;
      n = n * z + 33.912866078383;
      n = n * z + 112.079291497871;
      n = n * z + 221.213596169931;
      n = n * z + 220.206867912376;
      let d = 8.83883476483184e-2 * z + 1.75566716318264;
      d = d * z + 16.064177579207;
      d = d * z + 86.7807322029461;
      d = d * z + 296.564248779674;
      d = d * z + 637.333633378831;
      d = d * z + 793.826512519948;
      d = d * z + 440.413735824752;
      tail = (e * n) / d;
    } else {
      const d = z + 1 / (z + 2 / (z + 3 / (z + 4 / (z + 0.65))));
      tail = e / d / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

const ACKLAM_A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const ACKLAM_B = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
];
const ACKLAM_C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const ACKLAM_D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

const poly = (coefficients: readonly number[], x: number) => coefficients.reduce((s, c) => s * x + c, 0);

/**
 * The inverse of Φ: the x with Φ(x) = p, for 0 < p < 1. Acklam's rational approximation (relative
 * error 1.15e-9) polished by one Halley step against `normalCdf`, which brings it to ~1e-15.
 *
 * @example normalQuantile(0.975) // 1.959963985
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1))
    throw new DomainError('INVALID_PROBABILITY', `Probability must be in (0, 1), got ${p}`);
  const low = 0.02425;
  let x: number;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    x = poly(ACKLAM_C, q) / (poly(ACKLAM_D, q) * q + 1);
    if (p > 1 - low) x = -x;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = (poly(ACKLAM_A, r) * q) / (poly(ACKLAM_B, r) * r + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}
