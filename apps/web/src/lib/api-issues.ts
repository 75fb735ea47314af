import { CONFIG_RANGES, type IssueParams, type ValidationIssue } from '@arcade/contracts';
import { formatDecimal, formatInteger, formatPercent } from './format';
import i18n from './i18n';

type Range = { min: number; max: number; minExclusive?: boolean; maxExclusive?: boolean };

/**
 * What the web knows of a field the API may refuse: its label (`errors:fields.<label>`), whether the
 * API's fraction is typed as a percent on screen, and its whole range when the contracts fix one.
 */
interface FieldInfo {
  label: string;
  isPercent?: boolean;
  range?: Range;
}

/** The API's fields by their path inside the request part (`tierThresholds.platinum`). */
const FIELDS: Record<string, FieldInfo> = {
  edgeThreshold: { label: 'edgeThreshold', isPercent: true, range: CONFIG_RANGES.edgeThreshold },
  maxStakePercent: { label: 'maxStake', isPercent: true, range: CONFIG_RANGES.maxStakePercent },
  maxStake: { label: 'maxStake', isPercent: true, range: CONFIG_RANGES.maxStakePercent },
  minProbability: { label: 'minProbability', isPercent: true, range: CONFIG_RANGES.minProbability },
  kellyFraction: { label: 'kellyFraction', range: CONFIG_RANGES.kellyFraction },
  minOdds: { label: 'minOdds', range: CONFIG_RANGES.minOdds },
  maxOdds: { label: 'maxOdds', range: CONFIG_RANGES.maxOdds },
  maxPicksPerEvent: { label: 'maxPicksPerEvent', range: CONFIG_RANGES.maxPicksPerEvent },
  'tierThresholds.diamante.edge': { label: 'diamanteEdge', isPercent: true, range: CONFIG_RANGES.tierEdge },
  'tierThresholds.diamante.agreement': {
    label: 'diamanteAgreement',
    isPercent: true,
    range: CONFIG_RANGES.agreement,
  },
  'tierThresholds.platinum': { label: 'platinumEdge', isPercent: true, range: CONFIG_RANGES.tierEdge },
  'tierThresholds.exclusivo': { label: 'exclusivoEdge', isPercent: true, range: CONFIG_RANGES.tierEdge },
  tierThresholds: { label: 'tierThresholds' },
  email: { label: 'email' },
  password: { label: 'password' },
  newPassword: { label: 'password' },
  code: { label: 'code' },
  name: { label: 'name' },
  pickFormula: { label: 'formula' },
  formula: { label: 'formula' },
  formulaDescription: { label: 'formulaDescription' },
  additionalConditions: { label: 'additionalConditions' },
  homeTeam: { label: 'homeTeam' },
  awayTeam: { label: 'awayTeam' },
  oddsAmerican: { label: 'odds' },
  odds: { label: 'odds' },
  stake: { label: 'stake' },
  line: { label: 'line' },
  bookmaker: { label: 'bookmaker' },
  reason: { label: 'reason' },
  tier: { label: 'tier' },
  sport: { label: 'sport' },
  league: { label: 'league' },
  startTime: { label: 'startTime' },
  from: { label: 'from' },
  to: { label: 'to' },
  url: { label: 'url' },
  content: { label: 'content' },
  message: { label: 'message' },
  question: { label: 'question' },
  season: { label: 'season' },
  dataset: { label: 'dataset' },
};

/** The field a path names, without the request part: `body.tierThresholds.platinum` → `tierThresholds.platinum`. */
export function fieldPath(path: string): string {
  return path.replace(/^(body|querystring|params|headers)\.?/, '');
}

function fieldInfo(path: string): FieldInfo | undefined {
  const inner = fieldPath(path);
  // Items of a list are named by their list (`picks.3.stake` → `stake`).
  return (
    FIELDS[inner] ?? FIELDS[inner.replace(/\.\d+(?=\.|$)/g, '')] ?? FIELDS[inner.split('.').at(-1) ?? '']
  );
}

/** A bound as the field shows it: a percent for a fraction typed in percent, else a plain number. */
function shown(value: number, info: FieldInfo | undefined): string {
  if (info?.isPercent) return formatPercent(value, Number.isInteger(value * 100) ? 0 : 1);
  return Number.isInteger(value) ? formatInteger(value) : formatDecimal(value, 2);
}

// Keys are built from the issue's code and parameters: the typed keys are relaxed here, and a test
// holds a text for every code, rule and size the contracts name.
const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
const t = (key: string, options?: Record<string, unknown>): string => translate(`errors:${key}`, options);

/** A size bound's text: characters of a text, items of a list, or a number's value. */
function boundText(kind: 'min' | 'max', params: IssueParams, info: FieldInfo | undefined): string {
  const bound = kind === 'min' ? params.minimum : params.maximum;
  if (bound === undefined) return t('issues.invalid');
  if (params.origin === 'string' || params.origin === 'array') {
    const unit = params.origin === 'string' ? 'characters' : 'items';
    const which = params.exact ? 'exact' : kind;
    return t(`issues.size.${which}.${unit}`, { count: bound });
  }
  if (params.origin === 'date') return t(`issues.date.${kind}`);
  const strict = params.inclusive === false;
  return t(`issues.number.${kind}${strict ? 'Strict' : ''}`, { value: shown(bound, info) });
}

/** A number outside the field's known range: the whole range, each end as the field shows it. */
function rangeText(range: Range, info: FieldInfo): string {
  const key = `issues.range.${range.minExclusive ? 'open' : 'closed'}${range.maxExclusive ? 'Open' : 'Closed'}`;
  return t(key, { min: shown(range.min, info), max: shown(range.max, info) });
}

/** What is wrong with one field, in the active language (without the field's name). */
export function issueText(issue: Pick<ValidationIssue, 'code' | 'params' | 'path'>): string {
  const info = fieldInfo(issue.path);
  const params = issue.params ?? {};
  switch (issue.code) {
    case 'required':
      return t('issues.required');
    case 'invalid_type':
      return params.expected && i18n.exists(`errors:issues.types.${params.expected}`)
        ? t(`issues.types.${params.expected}`)
        : t('issues.invalid');
    case 'too_small':
    case 'too_big': {
      const isNumber = params.origin === 'number' || params.origin === 'int' || params.origin === undefined;
      if (isNumber && info?.range) return rangeText(info.range, info);
      return boundText(issue.code === 'too_small' ? 'min' : 'max', params, info);
    }
    case 'invalid_format':
      return params.format && i18n.exists(`errors:issues.formats.${params.format}`)
        ? t(`issues.formats.${params.format}`)
        : t('issues.formats.other');
    case 'invalid_value':
      return params.values && params.values.length > 0
        ? t('issues.oneOf', { values: params.values.map(String).join(', ') })
        : t('issues.invalid');
    case 'not_multiple_of':
      return params.divisor === undefined
        ? t('issues.invalid')
        : t('issues.multipleOf', { value: shown(params.divisor, info) });
    case 'unrecognized_keys':
      return t('issues.unknownFields', { fields: (params.keys ?? []).join(', ') });
    case 'invalid_characters':
      return t('issues.invalidCharacters');
    case 'custom':
      return params.rule ? t(`issues.rules.${params.rule}`) : t('issues.invalid');
    default:
      return t('issues.invalid');
  }
}

/** The field's name in the active language, when the web knows the field. */
export function issueFieldLabel(path: string): string | undefined {
  const info = fieldInfo(path);
  return info ? t(`fields.${info.label}`) : undefined;
}

/** One issue as a line: `Edge mínimo: debe estar entre 0 % y 50 %`. */
export function issueLine(issue: Pick<ValidationIssue, 'code' | 'params' | 'path'>): string {
  const label = issueFieldLabel(issue.path);
  const text = issueText(issue);
  return label ? t('issues.line', { field: label, text }) : text;
}
