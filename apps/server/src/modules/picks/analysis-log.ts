/** A line of a pick's chronological log: a code and values the interface translates, and English text. */
export interface LogEntry {
  /** Phases 1–4 of generation; `edit` for an admin's later change. */
  phase: '1' | '2' | '3' | '4' | 'edit';
  code: string;
  values: Record<string, string | number>;
  message: string;
}

const fmt = (value: string | number) =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(4)) : value;

const american = (value: string | number | undefined) =>
  typeof value === 'number' && value > 0 ? `+${value}` : String(value ?? '');

const lineOf = (v: Record<string, string | number>) =>
  v.market && v.market !== 'h2h' ? ` on ${v.market} ${v.line ?? ''}`.trimEnd() : '';

const TEMPLATES: Record<string, (v: Record<string, string | number>) => string> = {
  strategy_prediction: (v) => `${v.strategy} picks ${v.winner} at ${fmt(v.probability ?? 0)}${lineOf(v)}`,
  strategy_abstained: (v) => `${v.strategy} abstains: ${v.reason}${lineOf(v)}`,
  consensus_reached: (v) => `Consensus on ${v.winner} (${v.agreement})${lineOf(v)}`,
  no_consensus: (v) => `No consensus (${v.agreement})${lineOf(v)}`,
  no_market: (v) => `No complete ${v.market ?? 'h2h'} market: ${v.reason}`,
  pooled_forecast: (v) =>
    `Market ${fmt(v.pMarket ?? 0)} (${v.source}), strategies ${fmt(v.pStrategies ?? 0)}, ` +
    `model weight ${v.weight} → priced on ${fmt(v.pModel ?? 0)}${lineOf(v)}`,
  formula_accepted: (v) => `The pick formula accepts (${v.score})`,
  formula_rejected: (v) => `The pick formula rejects (${v.score})`,
  market_value: (v) =>
    `Value at ${fmt(v.odds ?? 0)} (${v.bookmaker}): fair ${fmt(v.fair ?? 0)}, edge ${fmt(v.edge ?? 0)}`,
  market_rejected: (v) => `No bet at ${fmt(v.odds ?? 0)}: ${v.reason}`,
  ai_applied: (v) => `AI (${v.model}) adjusts the probability from ${fmt(v.from ?? 0)} to ${fmt(v.to ?? 0)}`,
  ai_skipped: (v) => `AI enrichment skipped: ${v.reason}${v.detail ? ` (${v.detail})` : ''}`,
  final_pick: (v) => `Pick ${v.displayLine}: ${v.tier}, edge ${fmt(v.edge ?? 0)}, stake ${v.stake}`,
  final_rejected: (v) => `Dropped after AI: ${v.reason}`,
  tier_by_rank: (v) =>
    `Tier ${v.tier} by rank: the edge is at percentile ${v.percentile} of ${v.window} candidates of the last ${v.days} days`,
  tier_by_thresholds: (v) =>
    `Tier ${v.tier} by the fixed thresholds: ${v.window} candidates in the window, ${v.minimum} needed to rank`,
  tier_fixed: (v) => `Tier ${v.tier} by the fixed thresholds (configuration)`,
  odds_edited: (v) =>
    `Odds edited by ${v.by}: ${fmt(v.oldOdds ?? 0)} (${american(v.oldOddsAmerican)}) → ${fmt(v.odds ?? 0)} (${american(v.oddsAmerican)}); ` +
    `edge ${fmt(v.oldEdge ?? 0)} → ${fmt(v.edge ?? 0)}, stake ${v.oldStake} → ${v.stake}, tier ${v.oldTier} → ${v.tier}`,
  odds_edited_at_book: (v) =>
    `Odds edited by ${v.by}: ${fmt(v.oldOdds ?? 0)} (${american(v.oldOddsAmerican)}) → ${fmt(v.odds ?? 0)} (${american(v.oddsAmerican)}) at ${v.bookmaker}; ` +
    `edge ${fmt(v.oldEdge ?? 0)} → ${fmt(v.edge ?? 0)}, stake ${v.oldStake} → ${v.stake}; tier kept ${v.tier} (the new edge suggests ${v.suggestedTier})`,
  odds_edited_by_hand: (v) =>
    `Odds edited by ${v.by}: ${fmt(v.oldOdds ?? 0)} (${american(v.oldOddsAmerican)}) → ${fmt(v.odds ?? 0)} (${american(v.oddsAmerican)}) at ${v.bookmaker}, typed by hand; ` +
    `edge ${fmt(v.oldEdge ?? 0)} → ${fmt(v.edge ?? 0)}, stake ${v.oldStake} → ${v.stake}; tier kept ${v.tier} (the new edge suggests ${v.suggestedTier})`,
};

export function logEntry(
  phase: LogEntry['phase'],
  code: string,
  values: Record<string, string | number>,
): LogEntry {
  const template = TEMPLATES[code];
  if (!template) throw new Error(`Unknown log code ${code}`);
  return { phase, code, values, message: template(values) };
}
