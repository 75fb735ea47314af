import { DomainError } from '../errors';

// Far enough that the tail beyond it is below 1e-12 at any rate a market implies.
const MAX_GOALS = 30;

function pmf(rate: number): Float64Array {
  const p = new Float64Array(MAX_GOALS + 2);
  p[0] = Math.exp(-rate);
  for (let k = 1; k < p.length; k++) p[k] = (p[k - 1] as number) * (rate / k);
  return p;
}

/** Home, draw and away probabilities of independent Poisson goals, with P(X = Y + 1) and P(Y = X + 1). */
function poisson1x2(home: number, away: number) {
  const x = pmf(home);
  const y = pmf(away);
  let pHome = 0;
  let pDraw = 0;
  let homeByOne = 0;
  let awayByOne = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = (x[i] as number) * (y[j] as number);
      if (i > j) pHome += p;
      else if (i === j) pDraw += p;
    }
    homeByOne += (x[i + 1] as number) * (y[i] as number);
    awayByOne += (x[i] as number) * (y[i + 1] as number);
  }
  return { pHome, pDraw, pAway: 1 - pHome - pDraw, homeByOne, awayByOne };
}

/**
 * The expected goals of each side that a market's 1X2 probabilities imply under independent Poisson
 * goals: the (λ, μ) whose home and away win probabilities equal the given ones (the draw follows).
 * Newton's method on (ln λ, ln μ) with the exact derivatives ∂P(H)/∂λ = P(draw),
 * ∂P(H)/∂μ = −P(X = Y + 1) and their mirror images; converges in a handful of steps.
 *
 * @example impliedGoalRates({ home: 0.464244, away: 0.278089 }) // { home: 1.5, away: 1.1 }
 */
export function impliedGoalRates(probabilities: { home: number; away: number }): {
  home: number;
  away: number;
} {
  const { home: targetHome, away: targetAway } = probabilities;
  const draw = 1 - targetHome - targetAway;
  if (!(targetHome > 0.005 && targetAway > 0.005 && draw > 0.01 && draw < 0.5))
    throw new DomainError(
      'INVALID_ARGUMENT',
      `Home ${targetHome} and away ${targetAway} must be > 0.005 and leave a draw between 0.01 and 0.5`,
    );
  let u = Math.log(1.4);
  let v = Math.log(1.1);
  for (let step = 0; step < 60; step++) {
    const lambda = Math.exp(u);
    const mu = Math.exp(v);
    const p = poisson1x2(lambda, mu);
    const f1 = p.pHome - targetHome;
    const f2 = p.pAway - targetAway;
    if (Math.abs(f1) < 1e-12 && Math.abs(f2) < 1e-12) return { home: lambda, away: mu };
    // Jacobian in log space: ∂/∂u = λ ∂/∂λ.
    const a = lambda * p.pDraw;
    const b = -mu * p.homeByOne;
    const c = -lambda * p.awayByOne;
    const d = mu * p.pDraw;
    const det = a * d - b * c;
    let du = (d * f1 - b * f2) / det;
    let dv = (a * f2 - c * f1) / det;
    const size = Math.max(Math.abs(du), Math.abs(dv));
    if (size > 1) {
      du /= size;
      dv /= size;
    }
    u -= du;
    v -= dv;
  }
  throw new DomainError('INVALID_ARGUMENT', `No goal rates reproduce ${targetHome}/${targetAway}`);
}
