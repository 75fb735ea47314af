import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp, stubFetch } from '@test/helpers';

const MANUAL = '/api/analyze-pick-manual';
const ODDS_INVALID = 'Una cuota americana es al menos +100 o como mucho -100';

/** Analyze Pick on the manual tab; the analysis request stays pending until `answer` is called. */
async function openManual() {
  let answer!: (response: Response) => void;
  const fetchMock = stubFetch({
    '/api/auth/me': () => jsonResponse({ user: makeUser() }),
    '/api/events': () => jsonResponse({ events: [] }),
    [MANUAL]: () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  renderApp('/analyze-pick');
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('analyze-tab-manual'));
  return { fetchMock, user, answer: (response: Response) => answer(response) };
}

describe('Analyze Pick manual entry', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('says invalid American odds under the field and sends nothing', async () => {
    const { fetchMock, user } = await openManual();
    await user.type(screen.getByTestId('analyze-manual-home'), 'Boston Celtics');
    await user.type(screen.getByTestId('analyze-manual-away'), 'Miami Heat');
    const odds = screen.getByTestId('analyze-manual-odds');
    await user.type(odds, '+50');
    expect(screen.queryByText(ODDS_INVALID)).toBeNull();
    await user.click(screen.getByTestId('analyze-manual-submit'));

    const message = await screen.findByText(ODDS_INVALID);
    expect(odds.getAttribute('aria-invalid')).toBe('true');
    expect(odds.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(odds);
    expect(callsTo(fetchMock, MANUAL)).toHaveLength(0);

    // The message follows the input once submitted.
    await user.clear(odds);
    await user.type(odds, '-120');
    expect(screen.queryByText(ODDS_INVALID)).toBeNull();
    expect(odds.getAttribute('aria-invalid')).toBeNull();
  });

  it('says a missing team even when the odds are invalid too, and sends nothing', async () => {
    const { fetchMock, user } = await openManual();
    await user.type(screen.getByTestId('analyze-manual-home'), 'Boston Celtics');
    await user.type(screen.getByTestId('analyze-manual-odds'), 'abc');
    await user.click(screen.getByTestId('analyze-manual-submit'));
    expect(await screen.findByText('Completa los datos')).toBeTruthy();
    expect(callsTo(fetchMock, MANUAL)).toHaveLength(0);
  });

  it('sends exactly the trimmed teams, sport, pick type and odds, pending until answered', async () => {
    const { fetchMock, user, answer } = await openManual();
    await user.selectOptions(screen.getByTestId('analyze-manual-sport'), 'nhl');
    await user.selectOptions(screen.getByTestId('analyze-manual-type'), 'total');
    await user.type(screen.getByTestId('analyze-manual-home'), '  Boston Bruins ');
    await user.type(screen.getByTestId('analyze-manual-away'), 'Toronto Maple Leafs');
    await user.type(screen.getByTestId('analyze-manual-odds'), ' -120 ');
    await user.click(screen.getByTestId('analyze-manual-submit'));

    const submit = await screen.findByRole('button', { name: 'Analizando...' });
    expect(submit).toHaveProperty('disabled', true);
    expect(callsTo(fetchMock, MANUAL).map((c) => c.body)).toEqual([
      {
        sport: 'nhl',
        homeTeam: 'Boston Bruins',
        awayTeam: 'Toronto Maple Leafs',
        pickType: 'total',
        odds: -120,
      },
    ]);
    act(() => answer(jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500)));
    await waitFor(() =>
      expect(screen.getByTestId('analyze-manual-submit')).toHaveProperty('disabled', false),
    );
  });
});
