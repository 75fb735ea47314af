import {
  type AdminConfig,
  type FormulaErrorCode,
  FormulaErrorCodeSchema,
  type FormulaEvaluation,
  FormulaExpectationSchema,
  type FormulaFigures,
  type FormulaProblem,
  type FormulaRefusalDetails,
  FormulaValueTypeSchema,
} from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { ConfigPanel } from './config/components/config-panel';
import { FormulasTab } from './formulas/formulas-tab';
import { formulaProblemText } from './lib/formula-problem';

/** One example of every code's params; a code added to the contracts without one fails the first test. */
const EXAMPLES: Record<FormulaErrorCode, FormulaProblem['params']> = {
  formula_too_long: { max: 1000 },
  number_too_large: { number: '1e400' },
  unexpected_character: { found: '#' },
  unknown_escape: { found: 'b' },
  unterminated_string: {},
  unexpected_token: { found: 'and', expected: 'value' },
  unexpected_end: { expected: 'close_paren' },
  chained_comparison: { operator: '<' },
  too_many_parts: { max: 400 },
  too_deep: { max: 40 },
  unknown_variable: { name: 'pric' },
  unknown_function: { name: 'sqrt' },
  arity_exact: { name: 'abs', expected: 1, found: 2 },
  arity_range: { name: 'min', min: 1, max: 20, found: 0 },
  too_many_steps: { max: 5000 },
  no_value: { name: 'edge' },
  unusable_value: { name: 'edge' },
  expected_number: { got: 'boolean' },
  expected_boolean: { got: 'number' },
  cannot_compare: { left: 'string', right: 'number' },
  not_finite: {},
  division_by_zero: {},
  unknown_operator: { operator: '^' },
  bad_result: { got: 'string' },
};

/** Params whose value is itself translated (a word of the language, not the formula's text). */
const TRANSLATED = new Set(['expected', 'got', 'left', 'right']);

const text = (code: FormulaErrorCode, params = EXAMPLES[code]) =>
  formulaProblemText({ code, params, column: 3 }, i18n.t);

describe('every formula error code has a text in both languages', () => {
  afterEach(() => changeLanguage('es'));

  it.each(['es', 'en'] as const)(
    'in %s, each code reads as a sentence with its params in it',
    async (language) => {
      await changeLanguage(language);
      const problems = FormulaErrorCodeSchema.options.flatMap((code) => {
        const params = EXAMPLES[code];
        if (!params) return [`${code}: no example`];
        const sentence = text(code);
        const missing = Object.entries(params)
          .filter(([key, value]) => !TRANSLATED.has(key) || typeof value === 'number')
          .filter(([, value]) => !sentence.includes(String(value)));
        if (sentence.includes('formulaErrors.') || sentence.includes('{{')) return [`${code}: no text`];
        return missing.length > 0 ? [`${code}: ${missing.map(([key]) => key).join(', ')} not shown`] : [];
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(['es', 'en'] as const)(
    'in %s, what the parser expected and every kind of value are words',
    async (language) => {
      await changeLanguage(language);
      for (const expected of FormulaExpectationSchema.options) {
        const key = `labConfig:formulaErrors.expected.${expected}` as const;
        expect(i18n.exists(key)).toBe(true);
        expect(text('unexpected_end', { expected })).toContain(i18n.t(key));
      }
      for (const got of FormulaValueTypeSchema.options) {
        const key = `labConfig:formulaErrors.types.${got}` as const;
        expect(i18n.exists(key)).toBe(true);
        expect(text('expected_number', { got })).toContain(i18n.t(key));
      }
    },
  );

  it('says «and» unexpected in each language, and counts arguments with plurals', async () => {
    expect(text('unexpected_token')).toBe(
      '«and» inesperado: se esperaba un valor (número, variable, función o paréntesis)',
    );
    expect(text('arity_exact')).toBe('abs() lleva 1 argumento y recibió 2');
    expect(text('arity_exact', { name: 'if', expected: 3, found: 2 })).toBe(
      'if() lleva 3 argumentos y recibió 2',
    );
    expect(text('expected_number')).toBe('Se esperaba un número y hay verdadero/falso');
    await changeLanguage('en');
    expect(text('unexpected_token')).toBe(
      "Unexpected 'and': expected a value (a number, a variable, a function or '(')",
    );
    expect(text('arity_exact')).toBe('abs() takes 1 argument, got 2');
  });
});

const CONFIG: AdminConfig = {
  kellyFraction: 0.25,
  edgeThreshold: 0.02,
  maxStakePercent: 0.015,
  maxStake: 0.015,
  minOdds: 1.67,
  maxOdds: 3,
  minProbability: 0.5,
  maxPicksPerEvent: 1,
  devigMethod: 'shin',
  tierThresholds: { diamante: { edge: 0.08, agreement: 0.75 }, platinum: 0.06, exclusivo: 0.04 },
  tierMode: 'rank',
  pickFormula: 'edge >= 0.03',
  additionalConditions: null,
  emailNotificationsEnabled: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'admin@example.com',
};

const AND_REFUSAL: FormulaRefusalDetails = {
  code: 'unexpected_token',
  params: { found: 'and', expected: 'value' },
  column: 8,
};

const refusal = (details: FormulaRefusalDetails) =>
  jsonResponse(
    {
      error: {
        code: 'VALIDATION_ERROR',
        message: `pickFormula: the English words at column ${details.column}`,
        reason: 'invalid_formula',
        details,
      },
    },
    400,
  );

function stubEditor() {
  return stubFetch({
    '/api/auth/me': () => jsonResponse({ user: null }),
    '/api/admin/config': () => jsonResponse(CONFIG),
    '/api/admin/formula-history': () => jsonResponse({ entries: [] }),
    '/api/admin/formula-preview': (init) => {
      const { formula } = JSON.parse(String(init?.body)) as { formula: string };
      if (formula.includes('> and')) return refusal(AND_REFUSAL);
      return jsonResponse({
        total: 1,
        accepted: [],
        dropped: [
          {
            eventId: '00000000-0000-4000-8000-000000000009',
            sport: 'nba',
            homeTeam: 'Boston Celtics',
            awayTeam: 'New York Knicks',
            market: 'h2h',
            selection: 'home',
            line: null,
            odds: 1.9,
            edge: 0.04,
            score: null,
            reason: 'error',
            message: 'Division by zero at column 6',
            error: {
              code: 'division_by_zero',
              params: {},
              column: 6,
              message: 'Division by zero at column 6',
            },
          },
        ],
        windowEnd: '2026-11-21T22:00:00.000Z',
      });
    },
  });
}

async function typeFormula(formula: string) {
  const input = await screen.findByTestId('formula-input');
  await userEvent.clear(input);
  await userEvent.type(input, formula);
}

describe('the formula editor says why a formula is refused in the reader’s language', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => changeLanguage('es'));

  const renderEditor = () => renderWithProviders(<ConfigPanel mode="admin" />);

  it('in Spanish, with the column and the caret, and switches to English live without asking again', async () => {
    const fetchMock = stubEditor();
    renderEditor();
    await typeFormula('edge > and odds');
    const box = await screen.findByTestId('formula-error', {}, { timeout: 3000 });
    expect(box.textContent).toContain('Fórmula rechazada en la columna 8:');
    expect(within(box).getByTestId('formula-error-text').textContent).toBe(
      '«and» inesperado: se esperaba un valor (número, variable, función o paréntesis)',
    );
    expect(screen.getByTestId('formula-error-caret').textContent).toBe(`${' '.repeat(7)}^`);
    expect(box.textContent).not.toContain('English');
    const requests = callsTo(fetchMock, '/api/admin/formula-preview').length;

    await act(() => changeLanguage('en'));
    expect(within(box).getByTestId('formula-error-text').textContent).toBe(
      "Unexpected 'and': expected a value (a number, a variable, a function or '(')",
    );
    expect(box.textContent).toContain('Formula refused at column 8:');
    expect(callsTo(fetchMock, '/api/admin/formula-preview')).toHaveLength(requests);
  });

  it('in English from the start', async () => {
    await changeLanguage('en');
    stubEditor();
    renderEditor();
    await typeFormula('edge > and odds');
    const box = await screen.findByTestId('formula-error', {}, { timeout: 3000 });
    expect(within(box).getByTestId('formula-error-text').textContent).toBe(
      "Unexpected 'and': expected a value (a number, a variable, a function or '(')",
    );
  });

  it('gives the preview’s failure on a candidate by its code, in Spanish', async () => {
    stubEditor();
    renderEditor();
    await typeFormula('edge / 0 > 1');
    const preview = await screen.findByTestId('formula-preview', {}, { timeout: 3000 });
    await waitFor(() =>
      expect(preview.textContent).toContain('No se puede evaluar: Columna 6: División por cero'),
    );
    expect(preview.textContent).not.toContain('Division by zero');
  });
});

const figures = (overrides: Partial<FormulaFigures> = {}): FormulaFigures => ({
  totalPicks: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  pending: 0,
  winRate: null,
  roi: null,
  profit: 0,
  staked: 0,
  clv: null,
  beatCloseRate: null,
  clvBets: 0,
  roiInterval: null,
  formulaErrors: 0,
  firstFormulaError: null,
  curve: [],
  ...overrides,
});

const evaluation: FormulaEvaluation = {
  id: '00000000-0000-4000-8000-000000000001',
  confidence: 'low',
  isValid: false,
  error: {
    code: 'unknown_variable',
    params: { name: 'banana' },
    column: 18,
    message: "Unknown variable 'banana' at column 18",
  },
  reasoning: 'Análisis estático (sin respuesta de la IA): la fórmula no es válida en la columna 18.',
  expectedPerformance: '—',
  suggestions: [],
  risks: [],
  source: 'static',
  correctedFormula: null,
  figures: null,
};

describe('the formulas tab says why a formula is refused in the reader’s language', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(async () => {
    act(() => dismissToast());
    await changeLanguage('es');
  });

  const renderTab = () => renderWithProviders(<FormulasTab />);

  it('toasts a test refused by the parser with the column and the reason, and follows the language', async () => {
    stubFetch({
      '/api/admin/config': () => jsonResponse(CONFIG),
      '/api/admin/test-formula': () => refusal(AND_REFUSAL),
    });
    renderTab();
    await userEvent.click(await screen.findByTestId('test-formula-run'));
    const message = await screen.findByTestId('formula-problem-message');
    expect(message.textContent).toBe(
      'Columna 8: «and» inesperado: se esperaba un valor (número, variable, función o paréntesis)',
    );
    await act(() => changeLanguage('en'));
    expect(message.textContent).toBe(
      "Column 8: Unexpected 'and': expected a value (a number, a variable, a function or '(')",
    );
  });

  it('shows the evaluation’s parse error and the first failure of a replay by their codes', async () => {
    const failing = figures({
      formulaErrors: 6,
      firstFormulaError: {
        code: 'division_by_zero',
        params: {},
        column: 3,
        message: 'Division by zero at column 3',
      },
    });
    stubFetch({
      '/api/admin/config': () => jsonResponse(CONFIG),
      '/api/admin/test-formula': () =>
        jsonResponse({
          formula: '1 / (edge - edge) > 0',
          tested: failing,
          current: figures(),
          currentFormula: null,
          sources: { picks: 3, history: 0, historyRuns: [] },
          neutralFilled: 0,
        }),
      '/api/lab/evaluate-formula': () => jsonResponse(evaluation),
    });
    renderTab();
    await userEvent.click(await screen.findByTestId('test-formula-run'));
    const tested = await screen.findByTestId('test-formula-result-tested');
    expect(tested.textContent).toContain('Columna 3: División por cero');
    expect(tested.textContent).not.toContain('Division by zero');

    await userEvent.click(screen.getByTestId('evaluate-formula-run'));
    const card = await screen.findByTestId('formula-evaluation');
    expect(within(card).getByRole('alert').textContent).toBe(
      'Fórmula rechazada en la columna 18: Variable desconocida «banana»',
    );
    await act(() => changeLanguage('en'));
    expect(within(card).getByRole('alert').textContent).toBe(
      "Formula refused at column 18: Unknown variable 'banana'",
    );
    expect(tested.textContent).toContain('Column 3: Division by zero');
  });
});
