import {
  type AdminConfig,
  EvaluateFormulaRequestSchema,
  type FormulaFigures,
  type TestFormulaResponse,
} from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { FormulasTab } from './formulas-tab';
import { alignCurves, compareFigures } from './lib/compare-figures';
import { FormulaFormSchema, formulaFormValuesOf } from './lib/formula-form';

const figures = (overrides: Partial<FormulaFigures> = {}): FormulaFigures => ({
  totalPicks: 5,
  wins: 2,
  losses: 1,
  pushes: 1,
  pending: 1,
  winRate: 2 / 3,
  roi: 0.449,
  profit: 24.64,
  staked: 54.86,
  clv: 0.042,
  beatCloseRate: 1,
  clvBets: 2,
  roiInterval: { low: -0.5, high: 1.4 },
  formulaErrors: 0,
  firstFormulaError: null,
  curve: [
    { date: '2024-03-01', profit: 16.5 },
    { date: '2024-03-02', profit: 24.64 },
  ],
  ...overrides,
});

describe('the comparison of a tested formula with the current one', () => {
  it('marks higher rates, ROI, profit and CLV as better and leaves counts without a side', () => {
    const rows = compareFigures(
      figures({ totalPicks: 3, roi: 0.433, profit: 19.5, clv: 0.05, winRate: 2 / 3 }),
      figures(),
    );
    const by = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(by.totalPicks).toEqual({ key: 'totalPicks', delta: -2, better: null });
    expect(by.roi?.better).toBe('current');
    expect(by.profit?.better).toBe('current');
    expect(by.clv?.better).toBe('tested');
    expect(by.winRate?.better).toBeNull();
  });

  it('has no side where a figure is unknown on either', () => {
    const rows = compareFigures(figures({ clv: null }), figures());
    expect(rows.find((row) => row.key === 'clv')).toEqual({ key: 'clv', delta: null, better: null });
  });

  it('aligns two curves on the union of their dates, carrying each forward from zero', () => {
    expect(
      alignCurves(
        [{ date: '2024-03-02', profit: 5 }],
        [
          { date: '2024-03-01', profit: -2 },
          { date: '2024-03-03', profit: 4 },
        ],
      ),
    ).toEqual([
      { date: '2024-03-01', tested: 0, current: -2 },
      { date: '2024-03-02', tested: 5, current: -2 },
      { date: '2024-03-03', tested: 5, current: 4 },
    ]);
  });
});

const config: AdminConfig = {
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
  pickFormula: 'edge >= edgeThreshold',
  additionalConditions: null,
  emailNotificationsEnabled: true,
  updatedAt: '2024-01-01T00:00:00.000Z',
  updatedBy: null,
};

const response: TestFormulaResponse = {
  formula: 'odds >= 2',
  tested: figures({ totalPicks: 3, wins: 2, losses: 1, pushes: 0, pending: 0, roi: 0.433, profit: 19.5 }),
  current: figures(),
  currentFormula: 'edge >= edgeThreshold',
  sources: { picks: 3, history: 0, historyRuns: [] },
  neutralFilled: 2,
};

describe('the formula form', () => {
  it('reads the saved parameters back as they are, in the shape the contract takes', () => {
    const choice = FormulaFormSchema.parse({ ...formulaFormValuesOf(config), sport: 'nhl' });
    expect(choice).toEqual({
      formula: 'edge >= edgeThreshold',
      parameters: { edgeThreshold: 0.02, minOdds: 1.67, minProbability: 0.5, kellyFraction: 0.25 },
      sport: 'nhl',
    });
    expect(EvaluateFormulaRequestSchema.safeParse(choice).success).toBe(true);
  });
});

describe('Probar Fórmulas tab', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  const renderTab = () => renderWithProviders(<FormulasTab />);

  it('tests the formula with the parameters as fractions and shows both sides, the difference and the sources', async () => {
    const fetchMock = stubFetch({
      '/api/admin/config': () => jsonResponse(config),
      '/api/admin/test-formula': () => jsonResponse(response),
    });
    renderTab();
    const input = (await screen.findByTestId('test-formula-input')) as HTMLTextAreaElement;
    expect(input.value).toBe('edge >= edgeThreshold');
    expect((screen.getByLabelText('Umbral de edge (%)') as HTMLInputElement).value).toBe('2');
    await userEvent.clear(input);
    await userEvent.type(input, 'odds >= 2');
    await userEvent.click(screen.getByTestId('test-formula-run'));

    const tested = await screen.findByTestId('test-formula-result-tested');
    const current = screen.getByTestId('test-formula-result-current');
    expect(within(tested).getByTestId('test-formula-result-tested-record').textContent).toContain('2-1-0');
    expect(within(current).getByTestId('test-formula-result-current-totalPicks').textContent).toContain('5');
    expect(within(tested).getAllByRole('img', { name: 'Peor que la actual' })).toHaveLength(2); // ROI and profit
    expect(screen.getByTestId('test-formula-sources').textContent).toContain(
      'inicia uno en la pestaña Backtests',
    );
    expect(callsTo(fetchMock, '/api/admin/test-formula')[0]?.body).toEqual({
      edgeThreshold: 0.02,
      minOdds: 1.67,
      minProbability: 0.5,
      kellyFraction: 0.25,
      formula: 'odds >= 2',
    });
  });

  it('says "Escribe un número" under a parameter that is not one, and neither tests nor evaluates', async () => {
    const fetchMock = stubFetch({
      '/api/admin/config': () => jsonResponse(config),
      '/api/admin/test-formula': () => jsonResponse(response),
    });
    renderTab();
    const edge = (await screen.findByLabelText('Umbral de edge (%)')) as HTMLInputElement;
    await userEvent.clear(edge);
    await userEvent.type(edge, 'dos');
    await userEvent.click(screen.getByTestId('evaluate-formula-run'));

    await waitFor(() => expect(edge.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(edge.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Escribe un número');
    expect(document.activeElement).toBe(edge);
    await userEvent.click(screen.getByTestId('test-formula-run'));
    expect(screen.getAllByText('Escribe un número')).toHaveLength(1);

    // Corrected (a decimal comma is read too), the parameters go as fractions with the chosen sport.
    await userEvent.clear(edge);
    await userEvent.type(edge, '2,5');
    await userEvent.selectOptions(screen.getByLabelText('Deporte'), 'nba');
    await userEvent.click(screen.getByTestId('test-formula-run'));
    await screen.findByTestId('test-formula-result-tested');
    expect(edge.getAttribute('aria-invalid')).toBeNull();
    expect(callsTo(fetchMock, '/api/lab/evaluate-formula')).toEqual([]);
    expect(callsTo(fetchMock, '/api/admin/test-formula')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/admin/test-formula')[0]?.body).toEqual({
      edgeThreshold: 0.025,
      minOdds: 1.67,
      minProbability: 0.5,
      kellyFraction: 0.25,
      formula: 'edge >= edgeThreshold',
      sport: 'nba',
    });
  });

  it('asks for a formula before evaluating, with the Fórmula requerida toast', async () => {
    stubFetch({ '/api/admin/config': () => jsonResponse({ ...config, pickFormula: null }) });
    renderTab();
    await userEvent.click(await screen.findByTestId('evaluate-formula-run'));
    expect(await screen.findByText('Fórmula requerida')).toBeTruthy();
  });

  it('says "Error al probar fórmula" when the test fails', async () => {
    stubFetch({
      '/api/admin/config': () => jsonResponse(config),
      '/api/admin/test-formula': () =>
        jsonResponse(
          { error: { code: 'VALIDATION_ERROR', message: "Unknown variable 'x' at column 1" } },
          400,
        ),
    });
    renderTab();
    await userEvent.click(await screen.findByTestId('test-formula-run'));
    expect(await screen.findByText('Error al probar fórmula')).toBeTruthy();
    expect(screen.getByText('Los datos enviados no son válidos')).toBeTruthy();
    // The form is as it was, ready to be corrected and tried again.
    expect((screen.getByTestId('test-formula-input') as HTMLTextAreaElement).value).toBe(
      'edge >= edgeThreshold',
    );
    await waitFor(() => expect(screen.getByTestId('test-formula-run').hasAttribute('disabled')).toBe(false));
  });
});
