import type { FormulaFigures } from '@arcade/contracts';
import type { Language } from '../../../lib/request-language';

type Confidence = 'high' | 'medium' | 'low';

interface AnalysisInput {
  /** The variables the formula reads, or null when it does not parse. */
  variables: string[] | null;
  error: { message: string; column: number } | null;
  tested: FormulaFigures | null;
  current: FormulaFigures;
  neutralFilled: number;
  /** Backtest runs replayed (0: only graded picks). */
  historyRuns: number;
}

export interface Analysis {
  confidence: Confidence;
  reasoning: string;
  expectedPerformance: string;
  suggestions: string[];
  risks: string[];
}

/** Bets a verdict needs: results are noise over fewer than hundreds. */
const HIGH_CONFIDENCE_BETS = 300;
const MEDIUM_CONFIDENCE_BETS = 100;
/** The ROI interval's low end a "high" verdict tolerates: a small loss is still within luck. */
const HIGH_CONFIDENCE_ROI_FLOOR = -0.02;

const settledOf = (f: FormulaFigures) => f.wins + f.losses + f.pushes;

/**
 * The confidence rule of the static analysis, CLV first and ROI second:
 * high — at least 300 settled bets, mean CLV above 0 and the ROI's 95% interval above −2%;
 * medium — at least 100 settled bets and CLV ≥ 0 (ROI ≥ 0 when no close is known);
 * low — anything else, and every formula that does not parse.
 */
function confidenceOf(figures: FormulaFigures | null): Confidence {
  if (!figures) return 'low';
  const bets = settledOf(figures);
  if (
    bets >= HIGH_CONFIDENCE_BETS &&
    figures.clv !== null &&
    figures.clv > 0 &&
    figures.roiInterval !== null &&
    figures.roiInterval.low > HIGH_CONFIDENCE_ROI_FLOOR
  )
    return 'high';
  const quality = figures.clv ?? figures.roi;
  if (bets >= MEDIUM_CONFIDENCE_BETS && quality !== null && quality >= 0) return 'medium';
  return 'low';
}

/** A fraction as a percent with one decimal, in the answer's language (5.1% / 5,1 %). */
const pct = (value: number, language: Language) =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

const TEXT = {
  en: {
    label: 'Static analysis (no AI answer):',
    invalid: (column: number) =>
      `the formula does not parse at column ${column} (the reason is shown above).`,
    fixIt:
      'Fix the formula at the column shown; only the listed variables and min, max, abs, if are allowed.',
    reads: (names: string) => `it reads ${names || 'no variable'}`,
    takes: (tested: number, current: number) =>
      `takes ${tested} picks against ${current} for the current formula`,
    performance: (bets: number, roi: string, interval: string, clv: string, rate: string) =>
      `Over ${bets} settled bets: ROI ${roi}${interval}, CLV ${clv}, win rate ${rate}.`,
    interval: (low: string, high: string) => ` (95% interval ${low} to ${high})`,
    noBets: 'No settled bet in the history replayed: there is nothing to measure yet.',
    noClose: 'no close known',
    noEdge:
      'It reads neither edge nor pModel, so it selects without the model’s value; consider adding edge >= edgeThreshold.',
    fewBets: (bets: number) =>
      `Only ${bets} settled bets: replay more history (a product backtest per sport) before trusting the ROI.`,
    noHistory:
      'No backtest run was replayed: start a product backtest in the Backtests tab for a larger sample.',
    stricter: 'It is much stricter than the current formula; check that it still finds enough picks a day.',
    looser:
      'It takes many more picks than the current formula; check that the extra picks carry value (CLV).',
    spansZero: 'The ROI’s 95% interval includes zero: the result may be luck.',
    negativeClv: 'Mean CLV is not positive: the picks do not beat the closing line.',
    formulaErrors: (count: number) =>
      `The formula failed on ${count} candidates (the first failure is shown with the figures); those were not taken.`,
    neutral: (count: number) =>
      `${count} graded picks lacked a variable the formula reads; a neutral value stood in for it.`,
  },
  es: {
    label: 'Análisis estático (sin respuesta de la IA):',
    invalid: (column: number) =>
      `la fórmula no es válida en la columna ${column} (el motivo se indica arriba).`,
    fixIt:
      'Corrige la fórmula en la columna indicada; solo se admiten las variables listadas y min, max, abs, if.',
    reads: (names: string) => `lee ${names || 'ninguna variable'}`,
    takes: (tested: number, current: number) =>
      `toma ${tested} picks frente a ${current} de la fórmula actual`,
    performance: (bets: number, roi: string, interval: string, clv: string, rate: string) =>
      `En ${bets} apuestas resueltas: ROI ${roi}${interval}, CLV ${clv}, tasa de acierto ${rate}.`,
    interval: (low: string, high: string) => ` (intervalo del 95% de ${low} a ${high})`,
    noBets: 'Ninguna apuesta resuelta en el historial repetido: aún no hay nada que medir.',
    noClose: 'sin cierre conocido',
    noEdge:
      'No lee edge ni pModel, así que elige sin el valor del modelo; considera añadir edge >= edgeThreshold.',
    fewBets: (bets: number) =>
      `Solo ${bets} apuestas resueltas: repite más historial (un backtest del producto por deporte) antes de fiarte del ROI.`,
    noHistory:
      'No se repitió ningún backtest: inicia un backtest del producto en la pestaña Backtests para una muestra mayor.',
    stricter:
      'Es mucho más estricta que la fórmula actual; comprueba que aún encuentra suficientes picks al día.',
    looser: 'Toma muchos más picks que la fórmula actual; comprueba que los picks extra aportan valor (CLV).',
    spansZero: 'El intervalo del 95% del ROI incluye el cero: el resultado puede ser suerte.',
    negativeClv: 'El CLV medio no es positivo: los picks no superan la línea de cierre.',
    formulaErrors: (count: number) =>
      `La fórmula falló en ${count} candidatos (el primer fallo se indica con las cifras); no se tomaron.`,
    neutral: (count: number) =>
      `A ${count} picks resueltos les faltaba una variable que la fórmula lee; se usó un valor neutro.`,
  },
} as const;

/** One line of expected performance from a replay's figures. */
function performanceLine(figures: FormulaFigures, language: Language): string {
  const t = TEXT[language];
  const bets = settledOf(figures);
  if (bets === 0 || figures.roi === null) return t.noBets;
  const p = (value: number) => pct(value, language);
  const interval = figures.roiInterval
    ? t.interval(p(figures.roiInterval.low), p(figures.roiInterval.high))
    : '';
  const clv = figures.clv === null ? t.noClose : p(figures.clv);
  const rate = figures.winRate === null ? '—' : p(figures.winRate);
  return t.performance(bets, p(figures.roi), interval, clv, rate);
}

/**
 * The evaluation without AI: parse, the variables read, whether edge or pModel is
 * among them, how many picks it takes against the current formula, CLV and the ROI's interval from
 * the replay; labelled as static analysis in its reasoning.
 */
export function staticAnalysis(input: AnalysisInput, language: Language): Analysis {
  const t = TEXT[language];
  if (input.error || !input.variables || !input.tested) {
    const column = input.error?.column ?? 1;
    return {
      confidence: 'low',
      reasoning: `${t.label} ${t.invalid(column)}`,
      expectedPerformance: t.noBets,
      suggestions: [t.fixIt],
      risks: [],
    };
  }
  const { tested, current, variables } = input;
  const bets = settledOf(tested);
  const suggestions: string[] = [];
  const risks: string[] = [];
  if (!variables.includes('edge') && !variables.includes('pModel')) suggestions.push(t.noEdge);
  if (bets < HIGH_CONFIDENCE_BETS) suggestions.push(t.fewBets(bets));
  if (input.historyRuns === 0) suggestions.push(t.noHistory);
  if (current.totalPicks > 0 && tested.totalPicks < current.totalPicks / 2) suggestions.push(t.stricter);
  if (tested.totalPicks > Math.max(10, current.totalPicks * 1.5)) suggestions.push(t.looser);
  if (tested.roiInterval && tested.roiInterval.low <= 0 && tested.roiInterval.high >= 0)
    risks.push(t.spansZero);
  if (tested.clv !== null && tested.clv <= 0) risks.push(t.negativeClv);
  if (tested.formulaErrors > 0) risks.push(t.formulaErrors(tested.formulaErrors));
  if (input.neutralFilled > 0) risks.push(t.neutral(input.neutralFilled));
  return {
    confidence: confidenceOf(tested),
    reasoning: `${t.label} ${t.reads(variables.join(', '))}; ${t.takes(tested.totalPicks, current.totalPicks)}.`,
    expectedPerformance: performanceLine(tested, language),
    suggestions,
    risks,
  };
}

/** The note put before the static reasoning when the AI was asked but gave no usable answer. */
export function aiFallbackNote(detail: string, language: Language): string {
  return language === 'es'
    ? `La IA no dio una respuesta válida (${detail}); se muestra el análisis estático.`
    : `The AI gave no usable answer (${detail}); showing the static analysis.`;
}
