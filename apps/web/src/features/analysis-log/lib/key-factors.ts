import type { TFunction } from 'i18next';
import {
  formatDecimal,
  formatInteger,
  formatMediumDate,
  formatPercent,
  formatSignedPercent,
  formatTime,
} from '@/lib/format';
import { outcomeText } from './analysis-log';

type AdminT = TFunction<'admin'>;
type Teams = { homeTeam: string; awayTeam: string };
type Values = Record<string, string>;

const signed = (value: number, digits = 1) => `${value > 0 ? '+' : ''}${formatDecimal(value, digits)}`;

/** Each strategy factor's values in words; the server stores them as `code: key=value, …`. */
const FACTORS: Record<string, (v: Values, teams: Teams, t: AdminT) => Record<string, string> | null> = {
  elo_ratings: (v) => pair(v, (n) => formatInteger(n)),
  expected_goals: (v) => pair(v, (n) => formatDecimal(n)),
  game_value: (v) => pair(v, (n) => formatDecimal(n)),
  health_factor: (v) => pair(v, (n) => formatPercent(n, 0)),
  expected_margin: (v) => (isNumber(v.margin) ? { margin: signed(Number(v.margin)) } : null),
  mispriced_outcome: (v, teams, t) =>
    v.outcome && isNumber(v.value)
      ? { outcome: outcomeText(v.outcome, teams, t), value: formatSignedPercent(Number(v.value)) }
      : null,
  line_moved: (v, teams, t) =>
    v.outcome && isNumber(v.points)
      ? { outcome: outcomeText(v.outcome, teams, t), points: formatDecimal(Number(v.points), 1) }
      : null,
  // The massey strategy's ratings: a named upload (its date) or the market-fitted fallback.
  ratings_source: (v, _teams, t) => {
    if (v.source === 'market') return { source: t('analysis.ratingsSource.market') };
    if (v.source !== 'upload') return null;
    const at = v.uploadedAt ? new Date(v.uploadedAt) : undefined;
    if (!at || Number.isNaN(at.getTime())) return null;
    return {
      source: t('analysis.ratingsSource.upload', { date: `${formatMediumDate(at)} ${formatTime(at)}` }),
    };
  },
  money_gap: (v, teams, t) =>
    v.side && isNumber(v.gap)
      ? { side: outcomeText(v.side, teams, t), gap: formatDecimal(Math.abs(Number(v.gap)), 1) }
      : null,
};
type FactorCode = keyof typeof FACTORS;

const isNumber = (value: string | undefined) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value));

function pair(v: Values, format: (n: number) => string) {
  return isNumber(v.home) && isNumber(v.away)
    ? { home: format(Number(v.home)), away: format(Number(v.away)) }
    : null;
}

/** `elo_ratings: home=1612, away=1540` → `{ code, values }`; null for text in any other shape. */
export function parseKeyFactor(raw: string): { code: string; values: Values } | null {
  const match = /^([a-z][a-z0-9_]*):\s*(.*)$/.exec(raw.trim());
  if (!match?.[1]) return null;
  const values: Values = {};
  for (const part of (match[2] ?? '').split(',')) {
    const [key, ...rest] = part.split('=');
    if (!key?.trim() || rest.length === 0) return null;
    values[key.trim()] = rest.join('=').trim();
  }
  return { code: match[1], values };
}

/** A strategy's key factor in the admin's language; a factor the interface does not know stays as sent. */
export function keyFactorText(raw: string, teams: Teams, t: AdminT): string {
  const factor = parseKeyFactor(raw);
  if (!factor || !Object.hasOwn(FACTORS, factor.code)) return raw;
  const code = factor.code as FactorCode;
  const values = FACTORS[code]?.(factor.values, teams, t);
  if (!values) return raw;
  // Each code's template names its own variables (see FACTORS); the per-key typing is relaxed here.
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  return translate(`analysis.factors.${code}`, values);
}
