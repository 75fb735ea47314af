import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';
import { calculatePickStake } from '../lib/pick-calculator';
import { suggestedStake } from '../lib/stake';

const input = (bankroll: string, americanOdds: string, edgePercent: string, kellyFraction: string) => ({
  bankroll,
  americanOdds,
  edgePercent,
  kellyFraction,
});

describe('the pick calculator (bankroll × fraction × edge / (odds − 1))', () => {
  const stakes: [string, ReturnType<typeof input>, number][] = [
    ['the correct-Kelly reference: 1000, +100, 5%, ¼', input('1000', '+100', '5', '0.25'), 12.5],
    ['the screen defaults: 1000, −120, 5%, ¼', input('1000', '-120', '5', '0.25'), 15],
    ['an underdog: 1000, +150, 10%, ½', input('1000', '+150', '10', '0.5'), 33.33],
    ['full Kelly with a comma decimal', input('2500', '-110', '4,5', '1'), 123.75],
    ['a typographic minus in the odds', input('1000', '−200', '6', '0.25'), 30],
    ['no edge: no bet', input('1000', '+100', '0', '0.25'), 0],
    ['a negative edge: no bet', input('1000', '+100', '-3', '0.25'), 0],
    ['an empty bankroll counts as 0', input('', '+100', '5', '0.25'), 0],
    ['empty odds count as −110 and an empty fraction as ¼', input('1000', '', '5', ''), 13.75],
  ];
  it.each(stakes)('%s → %s', (_name, values, stake) => {
    const result = calculatePickStake(values);
    expect(result.ok && result.stake).toBe(stake);
  });

  it('reports what edge ÷ decimal odds would stake: (odds − 1) / odds of Kelly, half at even odds', () => {
    const even = calculatePickStake(input('1000', '+100', '5', '0.25'));
    expect(even.ok && even.edgeOverOddsStake).toBeCloseTo(6.25, 10);
    const favourite = calculatePickStake(input('1000', '-120', '5', '0.25'));
    expect(favourite.ok && favourite.edgeOverOddsStake).toBeCloseTo(15 * (0.8333333 / 1.8333333), 4);
  });

  const refusals: [string, ReturnType<typeof input>, string][] = [
    ['a negative bankroll', input('-5', '+100', '5', '0.25'), 'bankroll'],
    ['a bankroll that is no number', input('mil', '+100', '5', '0.25'), 'bankroll'],
    ['American odds between −100 and +100', input('1000', '+50', '5', '0.25'), 'americanOdds'],
    ['decimal odds typed as American', input('1000', '1.9', '5', '0.25'), 'americanOdds'],
    ['an edge that makes the win certain', input('1000', '+100', '100', '0.25'), 'edgePercent'],
    ['an edge of −100%', input('1000', '+100', '-100', '0.25'), 'edgePercent'],
    ['a Kelly fraction above 1', input('1000', '+100', '5', '1.5'), 'kellyFraction'],
    ['a Kelly fraction of 0', input('1000', '+100', '5', '0'), 'kellyFraction'],
  ];
  it.each(refusals)('refuses %s, naming the field', (_name, values, field) => {
    expect(calculatePickStake(values)).toEqual({ ok: false, field });
  });
});

describe("a pick's suggested stake for the user's bankroll (¼ Kelly, capped at 1.5%)", () => {
  const cases: [string, { pModel: number; odds: number }, number | null, number | null][] = [
    ['2% edge at even odds', { pModel: 0.51, odds: 2 }, 1000, 5],
    ['the same pick on a bigger bankroll', { pModel: 0.51, odds: 2 }, 4000, 20],
    ['10% edge, held to the 1.5% cap', { pModel: 0.55, odds: 2 }, 1000, 15],
    ['no edge left at this price', { pModel: 0.45, odds: 2 }, 1000, 0],
    ['no bankroll typed', { pModel: 0.51, odds: 2 }, null, null],
    ['a probability core refuses', { pModel: 1, odds: 2 }, 1000, null],
  ];
  it.each(cases)('%s', (_name, pick, bankroll, stake) => {
    expect(suggestedStake(pick, bankroll)).toBe(stake);
  });
});

describe('the calculator on the dashboard', () => {
  beforeEach(() => changeLanguage('en'));

  it('opens with the defaults, recomputes as the user types and explains the net-odds formula', async () => {
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Risk control and calculators/ }));
    const calculator = await screen.findByTestId('pick-calculator');
    expect((within(calculator).getByLabelText('Bankroll') as HTMLInputElement).value).toBe('1000');
    expect((within(calculator).getByLabelText('American odds') as HTMLInputElement).value).toBe('-120');
    expect((within(calculator).getByLabelText('Edge (%)') as HTMLInputElement).value).toBe('5');
    expect((within(calculator).getByLabelText('Kelly fraction') as HTMLInputElement).value).toBe('0.25');
    expect(screen.getByTestId('calculator-stake').textContent).toBe('$15.00');

    const odds = within(calculator).getByLabelText('American odds');
    await user.clear(odds);
    await user.type(odds, '+100');
    expect(screen.getByTestId('calculator-stake').textContent).toBe('$12.50');
    expect(screen.getByTestId('calculator-help').textContent).toContain('would stake $6.25');

    await user.clear(odds);
    await user.type(odds, '+50');
    expect(within(calculator).getByText(/Invalid American odds/)).toBeTruthy();
    expect(screen.queryByTestId('calculator-stake')).toBeNull();
  });

  it('shows the bankroll rules', async () => {
    await changeLanguage('es');
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Control de riesgo y calculadoras/ }));
    const rules = await screen.findByTestId('bankroll-rules');
    expect(rules.textContent).toContain('5 pérdidas seguidas');
    expect(rules.textContent).toContain('10 o más apuestas');
    expect(rules.textContent).toContain('crezca un 10 %');
  });
});
