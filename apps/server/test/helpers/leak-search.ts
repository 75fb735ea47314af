import { expect } from 'vitest';
import type { NewPickRow } from '../../src/db/schema/index';

/**
 * A pick whose every secret is a value found nowhere else, so that a search of a raw body for it
 * cannot miss (nor match by chance). `mark` keeps two such picks apart.
 */
export function secretPick(mark: 'A' | 'B' | 'C'): {
  row: Partial<NewPickRow>;
  secrets: string[];
  adminOnly: string[];
} {
  const digit = { A: 1, B: 2, C: 3 }[mark];
  const values = {
    selection: `Zzyzx United ${mark}`,
    displayLine: `Zzyzx United ${mark} +7.${digit}5`,
    line: Number(`7.${digit}5`),
    // A long shot whose decimal and American forms agree (135.57 is +13457), both found nowhere else.
    odds: Number(`135.5${6 + digit}`),
    oddsAmerican: 13_456 + digit,
    stake: Number(`13.5${digit}`),
    bankroll: Number(`987${digit}`),
    expectedValue: Number(`46.7${digit}`),
    edge: Number(`0.098${digit}`),
    pModel: Number(`0.432${digit}`),
    pMarketFair: Number(`0.357${digit}`),
    bookmaker: `ZzyzxBook${mark}`,
    aiPrediction: `Zzyzx AI secret ${mark}`,
    parlaySuggestion: `Zzyzx parlay secret ${mark}`,
    analysisLog: {
      eventInfo: { homeTeam: 'Zzyzx', awayTeam: 'Zzyzx', sport: 'soccer', league: 'Zzyzx' },
      chronologicalLog: [{ phase: '1', message: `Zzyzx analysis secret ${mark}` }],
      marketEvaluation: {
        oddsAmerican: 13_456 + digit,
        inSweetSpot: true,
        shouldBet: true,
        reason: 'Zzyzx reason',
        bookmaker: `ZzyzxBook${mark}`,
        bestOdds: Number(`135.5${6 + digit}`),
      },
    },
  };
  const adminOnly = [
    values.aiPrediction,
    values.parlaySuggestion,
    `Zzyzx analysis secret ${mark}`,
    String(values.expectedValue),
  ];
  const secrets = [
    values.selection,
    values.displayLine,
    `ZzyzxBook${mark}`,
    ...[
      values.line,
      values.odds,
      values.oddsAmerican,
      values.stake,
      values.bankroll,
      values.edge,
      values.pModel,
      values.pMarketFair,
    ].map(String),
    ...adminOnly,
  ];
  // Teams stay ordinary: the teaser may show them.
  return { row: values, secrets, adminOnly };
}

/** The secrets of `secrets` found in `body`; numbers count only as whole numbers, not inside longer ones. */
export function leaksIn(body: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) =>
    /^[\d.]+$/.test(secret)
      ? new RegExp(`(?<![\\w.])${secret.replaceAll('.', '\\.')}(?![\\w.])`).test(body)
      : body.includes(secret),
  );
}

export function expectNoLeak(body: string, secrets: readonly string[], where: string): void {
  expect(leaksIn(body, secrets), where).toEqual([]);
}
