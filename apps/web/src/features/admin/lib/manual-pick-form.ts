import type { ManualPick, Market, PickStatus, Sport, Tier } from '@arcade/contracts';

/** Bankroll base for manual picks (product.md §9). */
export const MANUAL_PICK_BANKROLL = 1000;

/** What the form holds: text as typed, selects as chosen ('' = not chosen yet). */
export type ManualPickFormValues = {
  tier: Tier | '';
  sport: Sport | '';
  homeTeam: string;
  awayTeam: string;
  selection: string;
  market: Market;
  oddsAmerican: string;
  edgePercent: string;
  stake: string;
  status: PickStatus;
};

export const EMPTY_MANUAL_PICK: ManualPickFormValues = {
  tier: '',
  sport: '',
  homeTeam: '',
  awayTeam: '',
  selection: '',
  market: 'h2h',
  oddsAmerican: '',
  edgePercent: '',
  stake: '',
  status: 'pending',
};

/** Reads a typed number, accepting a decimal comma (Spanish keyboards); null when it is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * American odds to decimal (product.md §5, §9): positive a → a/100 + 1, negative a → 100/|a| + 1.
 * +150 → 2.5, −200 → 1.5, ±100 → 2. Null for anything that is not a whole number of at least 100
 * in size, since no American price lies strictly between −100 and +100.
 */
export function americanToDecimal(american: number): number | null {
  if (!Number.isInteger(american) || Math.abs(american) < 100) return null;
  return american > 0 ? american / 100 + 1 : 100 / Math.abs(american) + 1;
}

/** The decimal odds of what is typed in the American odds field, or null. */
export function decimalFromInput(text: string): number | null {
  const american = parseNumber(text);
  return american === null ? null : americanToDecimal(american);
}

export type ManualPickResult =
  | { ok: true; payload: ManualPick }
  | { ok: false; reason: 'missingFields'; fields: (keyof ManualPickFormValues)[] }
  | { ok: false; reason: 'invalidOdds' | 'invalidEdge' | 'invalidStake' };

const REQUIRED: (keyof ManualPickFormValues)[] = [
  'tier',
  'sport',
  'homeTeam',
  'awayTeam',
  'selection',
  'oddsAmerican',
];

/**
 * The form as the POST /api/admin/picks/manual body (product.md §5): required fields checked,
 * American odds sent with their decimal, edge typed in percent sent as a fraction (empty → 0),
 * stake empty → 0, bankroll 1000.
 */
export function toManualPickPayload(values: ManualPickFormValues): ManualPickResult {
  const missing = REQUIRED.filter((field) => String(values[field]).trim() === '');
  if (missing.length > 0 || values.tier === '' || values.sport === '') {
    return { ok: false, reason: 'missingFields', fields: missing };
  }
  const oddsAmerican = parseNumber(values.oddsAmerican);
  const odds = oddsAmerican === null ? null : americanToDecimal(oddsAmerican);
  if (oddsAmerican === null || odds === null) return { ok: false, reason: 'invalidOdds' };
  const edgePercent = values.edgePercent.trim() === '' ? 0 : parseNumber(values.edgePercent);
  if (edgePercent === null) return { ok: false, reason: 'invalidEdge' };
  const stake = values.stake.trim() === '' ? 0 : parseNumber(values.stake);
  if (stake === null || stake < 0) return { ok: false, reason: 'invalidStake' };
  return {
    ok: true,
    payload: {
      tier: values.tier,
      sport: values.sport,
      homeTeam: values.homeTeam.trim(),
      awayTeam: values.awayTeam.trim(),
      selection: values.selection.trim(),
      market: values.market,
      odds,
      oddsAmerican,
      edge: edgePercent / 100,
      stake,
      status: values.status,
      bankroll: MANUAL_PICK_BANKROLL,
    },
  };
}
