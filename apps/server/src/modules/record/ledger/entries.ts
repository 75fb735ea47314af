import type { LedgerValue } from './canonical';
import { decimalText } from './canonical';

/**
 * What a pick commits to at publication and reveals once its event starts. Every decimal is the
 * stored text of its column (`odds` "2.1000", `stake` "12.50"); `salt` (32 hex) makes the commitment
 * impossible to guess by trying every plausible pick.
 */
export interface Details {
  [key: string]: LedgerValue;
  sport: string;
  league: string | null;
  teams: { home: string; away: string };
  start: string | null;
  market: string;
  selection: string;
  line: string | null;
  odds: string;
  oddsAmerican: string;
  bookmaker: string | null;
  tier: string;
  stake: string;
  edge: string;
  pModel: string;
  salt: string;
}

interface Base {
  [key: string]: LedgerValue;
  seq: number;
  at: string;
  pickId: string;
}

interface PublishEntry extends Base {
  kind: 'publish';
  tier: string;
  sport: string;
  eventStartTime: string | null;
  commitment: string;
}

/** `details` opens the publish commitment; `corrections[seq]` opens each sealed correction's. */
interface RevealEntry extends Base {
  kind: 'reveal';
  details: Details;
  corrections: { [seq: string]: Details };
}

interface ResultEntry extends Base {
  kind: 'result';
  result: string;
  profit: string | null;
  closingOdds: string | null;
  /** The admin who graded it by hand; null when the market's final score did. */
  admin: string | null;
  // A pick off the feed also carries `source`: where its score can be checked (absent otherwise).
}

/**
 * A change to a published pick. Before the reveal a change to a sealed detail shows neither value:
 * `from` and `to` are null and `commitment` seals the pick's details as they now stand (opened by the
 * reveal); otherwise `commitment` is null and `from` / `to` are plain.
 */
export interface CorrectionEntry extends Base {
  kind: 'correction';
  field: string;
  from: LedgerValue;
  to: LedgerValue;
  admin: string;
  reason: string | null;
  commitment: string | null;
}

interface WithdrawEntry extends Base {
  kind: 'withdraw';
  admin: string;
  reason: string;
}

export type LedgerEntryBody = PublishEntry | RevealEntry | ResultEntry | CorrectionEntry | WithdrawEntry;

/** Decimals of each numeric field, as its column stores them. */
const FIELD_SCALES: Readonly<Record<string, number>> = {
  odds: 4,
  closingOdds: 4,
  line: 2,
  stake: 2,
  profit: 2,
  bankroll: 2,
  expectedValue: 2,
  edge: 6,
  pModel: 6,
  pMarketFair: 6,
  pMarketClose: 6,
  clv: 6,
  oddsAmerican: 0,
};

/** Where a pick's field (as the picks row names it) lives in `Details`. */
const DETAIL_PATHS: Readonly<Record<string, readonly [string] | readonly [string, string]>> = {
  sport: ['sport'],
  league: ['league'],
  homeTeam: ['teams', 'home'],
  awayTeam: ['teams', 'away'],
  eventStartTime: ['start'],
  market: ['market'],
  selection: ['selection'],
  line: ['line'],
  odds: ['odds'],
  oddsAmerican: ['oddsAmerican'],
  bookmaker: ['bookmaker'],
  tier: ['tier'],
  stake: ['stake'],
  edge: ['edge'],
  pModel: ['pModel'],
};

/** The fields every details object holds, by the picks row's names. */
export const DETAIL_FIELDS = Object.keys(DETAIL_PATHS);

/** Fields the public sees from publication on (the teaser's): their corrections are never sealed. */
export const PUBLIC_FIELDS: ReadonlySet<string> = new Set(['tier', 'sport', 'eventStartTime']);

export const isDetailField = (field: string): boolean => field in DETAIL_PATHS;

/** A field's value in details (undefined for a field details do not hold). */
export function detailOf(details: Details, field: string): LedgerValue | undefined {
  const path = DETAIL_PATHS[field];
  if (!path) return undefined;
  const [first, second] = path;
  const value = details[first];
  if (second === undefined) return value;
  return value !== null && typeof value === 'object' ? (value[second] ?? null) : undefined;
}

/** Details with one field changed (a copy). */
export function withDetail(details: Details, field: string, to: LedgerValue): Details {
  const path = DETAIL_PATHS[field];
  if (!path) return details;
  const [first, second] = path;
  if (second === undefined) return { ...details, [first]: to };
  return { ...details, teams: { ...details.teams, [second]: String(to) } };
}

/**
 * A value as the ledger writes it: decimals as their column stores them, dates in ISO 8601 (UTC,
 * milliseconds), integers as strings (only `seq` is a JSON number), null for nothing.
 */
export function ledgerValue(field: string, value: unknown): LedgerValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value;
  const scale = FIELD_SCALES[field];
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${field}: not a finite number`);
    return scale === undefined ? String(value) : decimalText(value, scale);
  }
  if (typeof value === 'string') {
    return scale !== undefined && /^[+-]?\d*\.?\d+$/.test(value.trim()) ? decimalText(value, scale) : value;
  }
  return JSON.stringify(value);
}
