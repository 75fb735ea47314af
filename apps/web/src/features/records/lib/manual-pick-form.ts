import type { ManualPick, Market, PickStatus, Sport, Tier } from '@arcade/contracts';
import { parseAmericanOdds } from '@/lib/odds-input';

/** Bankroll base for manual picks (product.md §9). */
const MANUAL_PICK_BANKROLL = 1000;

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
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The decimal odds of what is typed in the American odds field, or null (shared with the odds dialog). */
export function decimalFromInput(text: string): number | null {
  return parseAmericanOdds(text)?.decimal ?? null;
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
  const parsedOdds = parseAmericanOdds(values.oddsAmerican);
  if (!parsedOdds) return { ok: false, reason: 'invalidOdds' };
  const { american: oddsAmerican, decimal: odds } = parsedOdds;
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
