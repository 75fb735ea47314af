import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeAnalysisLog, makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { renderApp } from '@test/helpers';

async function openAnalysis(analysisLog: unknown, name = 'Ver análisis') {
  stubAdmin([makePick({ analysisLog })]);
  renderApp('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByTestId('analysis-dialog');
}

// Intl puts a no-break space before the percent sign in Spanish.
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('analysis log dialog', () => {
  beforeEach(() => changeLanguage('es'));

  it('renders phases 1–4, the final decision and the translated chronological log', async () => {
    const dialog = await openAnalysis(makeAnalysisLog());

    const phase1 = within(dialog).getByTestId('analysis-phase-1');
    expect(within(phase1).getByText('Fase 1 · Análisis deportivo')).toBeTruthy();
    expect(within(phase1).getByText('DanyScore NBA')).toBeTruthy();
    expect(within(phase1).getAllByText('Boston Celtics')).toHaveLength(2);
    expect(within(phase1).getByText('58,0 %')).toBeTruthy();
    expect(within(phase1).getByText('elo_gap: gap=85')).toBeTruthy();

    const phase2 = within(dialog).getByTestId('analysis-phase-2');
    expect(within(phase2).getByText('Hay consenso')).toBeTruthy();
    expect(within(phase2).getByText('2 de 2 (100 %)')).toBeTruthy();
    expect(within(phase2).getByText('56,0 %')).toBeTruthy();

    const phase3 = within(dialog).getByTestId('analysis-phase-3');
    expect(within(phase3).getByText('+110')).toBeTruthy();
    expect(within(phase3).getByText('cumple todas las reglas')).toBeTruthy();

    const phase4 = within(dialog).getByTestId('analysis-phase-4');
    expect(within(phase4).getByText(/La IA no está configurada en el servidor/)).toBeTruthy();

    const final = within(dialog).getByTestId('analysis-final');
    expect(within(final).getByText('VIP')).toBeTruthy();
    expect(within(final).getByText('17,6 %')).toBeTruthy();

    const log = within(dialog).getByTestId('analysis-log');
    const entries = within(log).getAllByRole('listitem');
    // Intl puts a no-break space before the percent sign in Spanish.
    expect(entries[0]?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Poisson elige a Boston Celtics con 54,0 %',
    );
    // An entry without a code keeps the server's text.
    expect(entries[1]?.textContent).toContain('Consensus on home (2/2)');
    // A strategy's abstention reason is a code the interface translates, never shown bare.
    expect(entries[2]?.textContent).toContain('sin ratings Massey cargados');
    expect(entries[2]?.textContent).not.toContain('no_ratings_uploaded');
  });

  it('shows the market, model and pooled probabilities the pick was priced on', async () => {
    const base = makeAnalysisLog();
    const dialog = await openAnalysis(
      makeAnalysisLog({
        marketEvaluation: {
          ...base.marketEvaluation!,
          pMarketFair: 0.5123,
          marketSource: 'sharp',
          pStrategies: 0.56,
          modelWeight: 0.05,
          pooledProbability: 0.514,
        },
        chronologicalLog: [
          {
            phase: '3',
            code: 'pooled_forecast',
            values: {
              market: 'h2h',
              pMarket: 0.5123,
              source: 'sharp',
              pStrategies: 0.56,
              weight: 0.05,
              pModel: 0.514,
            },
            message: 'Market 0.5123 (sharp), strategies 0.5600, model weight 0.05 → priced on 0.5140',
          },
        ],
      }),
    );
    const phase3 = within(dialog).getByTestId('analysis-phase-3');
    const fact = (label: string) => text(within(phase3).getByText(label).nextElementSibling as HTMLElement);
    expect(fact('Mercado (justa)')).toBe('51,2 % · casa sharp');
    expect(fact('Modelos')).toBe('56,0 %');
    expect(fact('Peso de los modelos')).toBe('0,05');
    expect(fact('Probabilidad usada (combinada)')).toBe('51,4 %');
    const [entry] = within(within(dialog).getByTestId('analysis-log')).getAllByRole('listitem');
    expect(text(entry as HTMLElement)).toContain(
      'Mercado 51,2 % (casa sharp), modelos 56,0 %, peso de los modelos 0,05 → se valora con 51,4 %',
    );
  });

  it('shows a pick generated before the pooled forecast with the facts it has', async () => {
    const base = makeAnalysisLog();
    const dialog = await openAnalysis(
      makeAnalysisLog({ marketEvaluation: { ...base.marketEvaluation!, pMarketFair: 0.47 } }),
    );
    const phase3 = within(dialog).getByTestId('analysis-phase-3');
    expect(text(within(phase3).getByText('Mercado (justa)').nextElementSibling as HTMLElement)).toBe(
      '47,0 %',
    );
    for (const label of ['Modelos', 'Peso de los modelos', 'Probabilidad usada (combinada)'])
      expect(within(phase3).queryByText(label)).toBeNull();
    expect(within(phase3).getByText('cumple todas las reglas')).toBeTruthy();
  });

  it('says "Error al cargar el análisis" for a malformed log', async () => {
    const dialog = await openAnalysis({ eventInfo: { homeTeam: 'A' }, chronologicalLog: 'nope' });
    expect(within(dialog).getByRole('alert').textContent).toContain('Error al cargar el análisis');
    expect(within(dialog).queryByTestId('analysis-phase-1')).toBeNull();
  });

  it('says "Error al cargar el análisis" for a log that is not even JSON', async () => {
    const dialog = await openAnalysis('{not json');
    expect(within(dialog).getByText('Error al cargar el análisis')).toBeTruthy();
  });

  it('explains that manual picks have no log', async () => {
    const dialog = await openAnalysis(null);
    expect(within(dialog).getByText(/no tiene registro de análisis/)).toBeTruthy();
  });
});

describe('the pooled forecast in English', () => {
  beforeEach(() => changeLanguage('en'));
  afterAll(() => changeLanguage('es'));

  it('labels the market, model and pooled probabilities and translates the log line', async () => {
    const base = makeAnalysisLog();
    const dialog = await openAnalysis(
      makeAnalysisLog({
        marketEvaluation: {
          ...base.marketEvaluation!,
          pMarketFair: 0.48,
          marketSource: 'average',
          pStrategies: 0.55,
          modelWeight: 0,
          pooledProbability: 0.48,
        },
        chronologicalLog: [
          {
            phase: '3',
            code: 'pooled_forecast',
            values: {
              market: 'spreads',
              pMarket: 0.48,
              source: 'average',
              pStrategies: 0.55,
              weight: 0,
              pModel: 0.48,
            },
            message:
              'Market 0.4800 (average), strategies 0.5500, model weight 0 → priced on 0.4800 on spreads',
          },
        ],
      }),
      'View analysis',
    );
    const phase3 = within(dialog).getByTestId('analysis-phase-3');
    const fact = (label: string) => text(within(phase3).getByText(label).nextElementSibling as HTMLElement);
    expect(fact('Market (fair)')).toBe('48.0% · average of the books');
    expect(fact('Models')).toBe('55.0%');
    expect(fact('Model weight')).toBe('0.00');
    expect(fact('Priced on (pooled)')).toBe('48.0%');
    const [entry] = within(within(dialog).getByTestId('analysis-log')).getAllByRole('listitem');
    expect(text(entry as HTMLElement)).toContain(
      'Market 48.0% (average of the books), models 55.0%, model weight 0.00 → priced on 48.0%',
    );
  });
});
