import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeAnalysisLog, makePick, stubAdmin } from '../fixtures/admin-picks';
import { renderApp } from '../helpers';

async function openAnalysis(analysisLog: unknown) {
  stubAdmin([makePick({ analysisLog })]);
  renderApp('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ver análisis' }));
  return screen.findByTestId('analysis-dialog');
}

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
