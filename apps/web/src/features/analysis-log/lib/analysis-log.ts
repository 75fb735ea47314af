import { type AnalysisLog, AnalysisLogSchema, StrategySchema } from '@arcade/contracts';
import type { TFunction } from 'i18next';
import { bookmakerName } from '@/lib/bookmakers';
import { formatAmericanOdds, formatDecimal, formatPercent } from '@/lib/format';

export type AnalysisLogEntry = AnalysisLog['chronologicalLog'][number];

export type ParsedAnalysisLog = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; log: AnalysisLog };

/** The log is stored as JSON the client must not trust ('Error al cargar el análisis'). */
export function parseAnalysisLog(raw: unknown): ParsedAnalysisLog {
  if (raw === null || raw === undefined) return { kind: 'missing' };
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { kind: 'invalid' };
    }
  }
  const parsed = AnalysisLogSchema.safeParse(value);
  return parsed.success ? { kind: 'ok', log: parsed.data } : { kind: 'invalid' };
}

const LOG_CODES = [
  'strategy_prediction',
  'strategy_abstained',
  'consensus_reached',
  'no_consensus',
  'no_market',
  'pooled_forecast',
  'formula_accepted',
  'formula_rejected',
  'market_value',
  'market_rejected',
  'ai_applied',
  'ai_skipped',
  'final_pick',
  'final_rejected',
  'tier_by_rank',
  'tier_by_thresholds',
  'tier_fixed',
  'odds_edited',
  'odds_edited_at_book',
  'odds_edited_by_hand',
] as const;
type LogCode = (typeof LOG_CODES)[number];

const REASONS = [
  'ok',
  'event_started',
  'too_few_bookmakers',
  'stale_price',
  'below_min_odds',
  'outside_sweet_spot',
  'below_min_probability',
  'below_edge_threshold',
  'implausible_gap',
  'implausible_prices',
  'no_market',
  'no_consensus',
  'no_predictions',
  'already_picked',
  'withdrawn_before',
  'event_cap',
  'ai_adjustment',
  'formula_rejected',
  'movement_too_small',
  'no_epa_data',
  'no_mispriced_outcome',
  'no_money_gap',
  'no_movement_yet',
  'no_prices',
  'no_ratings_uploaded',
  'no_roster_data',
  'no_splits',
  'not_enough_history',
  'not_configured',
  'timeout',
  'provider_error',
  'invalid_response',
  'line_not_priced',
] as const;
type Reason = (typeof REASONS)[number];

const isLogCode = (code: string): code is LogCode => (LOG_CODES as readonly string[]).includes(code);
const isReason = (reason: string): reason is Reason => (REASONS as readonly string[]).includes(reason);

type AdminT = TFunction<'admin'>;
type Teams = { homeTeam: string; awayTeam: string };

/** A machine reason (`outside_sweet_spot`) in words; unknown reasons (error texts) stay as they are. */
export function reasonText(reason: string, t: AdminT): string {
  return isReason(reason) ? t(`analysis.reasons.${reason}`) : reason;
}

/** Where the market's fair probability came from: a sharp book's line or the books' average. */
export function marketSourceText(source: string, t: AdminT): string {
  return source === 'sharp' || source === 'average' ? t(`analysis.market.sources.${source}`) : source;
}

/** A strategy's display name ('market-inefficiency' → 'Market inefficiency'); unknown names stay as they are. */
export function strategyText(name: string, t: AdminT): string {
  const known = StrategySchema.safeParse(name);
  return known.success ? t(`strategies.${known.data}`) : name;
}

/** 'home' / 'away' as the team it stands for, 'draw', 'over' and 'under' in words; a team name stays as it is. */
export function outcomeText(winner: string, teams: Teams, t: AdminT): string {
  if (winner === 'home') return teams.homeTeam;
  if (winner === 'away') return teams.awayTeam;
  if (winner === 'draw') return t('analysis.outcomes.draw');
  if (winner === 'over') return t('analysis.outcomes.over');
  if (winner === 'under') return t('analysis.outcomes.under');
  return winner;
}

const PERCENT_KEYS = new Set([
  'probability',
  'fair',
  'edge',
  'oldEdge',
  'from',
  'to',
  'pMarket',
  'pStrategies',
  'pModel',
]);
const DECIMAL_KEYS = new Set(['odds', 'oldOdds', 'stake', 'oldStake', 'score', 'weight']);
const AMERICAN_KEYS = new Set(['oddsAmerican', 'oldOddsAmerican']);
const TIER_KEYS = new Set(['tier', 'oldTier', 'suggestedTier']);

function formatValue(key: string, value: string | number, teams: Teams, t: AdminT): string {
  // A tier's ranking window is a count of candidates over a count of days: each with its noun.
  if (key === 'window' && typeof value === 'number')
    return t('analysis.log.windowCandidates', { count: value });
  if (key === 'days' && typeof value === 'number') return t('analysis.log.windowDays', { count: value });
  if (typeof value === 'number') {
    if (PERCENT_KEYS.has(key)) return formatPercent(value);
    if (AMERICAN_KEYS.has(key)) return formatAmericanOdds(value);
    if (DECIMAL_KEYS.has(key)) return formatDecimal(value);
    return String(value);
  }
  if (key === 'winner') return outcomeText(value, teams, t);
  if (key === 'reason') return reasonText(value, t);
  if (key === 'strategy') return strategyText(value, t);
  if (key === 'bookmaker' || key === 'oldBookmaker') return value === '' ? '—' : bookmakerName(value);
  if (key === 'source') return marketSourceText(value, t);
  if (
    TIER_KEYS.has(key) &&
    (value === 'vip' || value === 'exclusivo' || value === 'platinum' || value === 'diamante')
  )
    return t(`tiers.${value}`);
  return value;
}

/** A chronological entry in the active language from its code and values; the server's English text otherwise. */
export function logEntryText(entry: AnalysisLogEntry, teams: Teams, t: AdminT): string {
  if (!entry.code || !entry.values || !isLogCode(entry.code)) return entry.message;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(entry.values)) values[key] = formatValue(key, value, teams, t);
  // Each code's template names its own variables; the values come from the same code, so the
  // per-key interpolation typing (which would intersect all templates' variables) is relaxed here.
  const translate = t as unknown as (
    key: `analysis.log.${LogCode}`,
    options: Record<string, string>,
  ) => string;
  // An AI skip's `detail` is the provider's English diagnostic: the phase 4 card shows it apart.
  return translate(`analysis.log.${entry.code}`, values);
}
