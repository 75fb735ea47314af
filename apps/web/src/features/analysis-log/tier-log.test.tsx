import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeAnalysisLog, makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { renderApp } from '@test/helpers';

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

const TIER_LINES: {
  phase: string;
  code: string;
  values: Record<string, string | number>;
  message: string;
}[] = [
  {
    phase: '4',
    code: 'tier_by_rank',
    values: { tier: 'diamante', percentile: 83, window: 152, days: 30 },
    message: 'Tier diamante by rank: the edge is at percentile 83 of 152 candidates of the last 30 days',
  },
  {
    phase: '4',
    code: 'tier_by_thresholds',
    values: { tier: 'vip', window: 12, minimum: 40 },
    message: 'Tier vip by the fixed thresholds: 12 candidates in the window, 40 needed to rank',
  },
  {
    phase: '4',
    code: 'tier_by_thresholds',
    values: { tier: 'vip', window: 1, minimum: 40 },
    message: 'Tier vip by the fixed thresholds: 1 candidates in the window, 40 needed to rank',
  },
  {
    phase: '4',
    code: 'tier_fixed',
    values: { tier: 'platinum' },
    message: 'Tier platinum by the fixed thresholds (configuration)',
  },
];

async function logLines(name: string) {
  stubAdmin([makePick({ analysisLog: makeAnalysisLog({ chronologicalLog: TIER_LINES }) })]);
  renderApp('/admin');
  await userEvent.setup().click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByTestId('analysis-dialog');
  return within(within(dialog).getByTestId('analysis-log')).getAllByRole('listitem').map(text);
}

describe('the analysis log says how a pick got its tier', () => {
  beforeEach(() => changeLanguage('es'));
  afterAll(() => changeLanguage('es'));

  it('in Spanish: by rank, by the thresholds while the window is small, by the thresholds as configured', async () => {
    const [rank, small, single, fixed] = await logLines('Ver análisis');
    expect(rank).toContain(
      'Tier Diamante por ranking: el edge está en el percentil 83 de 152 candidatos de los últimos 30 días',
    );
    expect(small).toContain(
      'Tier VIP por umbrales fijos: 12 candidatos en la ventana, se necesitan 40 para el ranking',
    );
    // One candidate is one, not "1 candidatos".
    expect(single).toContain(
      'Tier VIP por umbrales fijos: 1 candidato en la ventana, se necesitan 40 para el ranking',
    );
    expect(fixed).toContain('Tier Platinum por umbrales fijos (configuración)');
  });

  it('in English', async () => {
    await changeLanguage('en');
    const [rank, , single] = await logLines('View analysis');
    expect(rank).toContain(
      'Tier Diamante by rank: the edge is at percentile 83 of 152 candidates of the last 30 days',
    );
    expect(single).toContain(
      'Tier VIP by the fixed thresholds: 1 candidate in the window, 40 needed to rank',
    );
  });
});
