import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { jsonResponse, renderApp } from '@test/helpers';
import {
  makeLocked,
  makeRecordGraded,
  makeUnlocked,
  recordRoute,
  stubDashboard,
} from '@test/fixtures/dashboard';

describe('the education and news section', () => {
  beforeEach(() => changeLanguage('en'));
  afterEach(() => act(() => dismissToast()));

  it('opens the Kelly, CLV and vig articles, each with a worked example', async () => {
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Educational resources and news/ }));
    const examples: [string, string][] = [
      ['The Kelly criterion: how much to stake', '0.55 × 2.00 − 1 = 10%'],
      ['CLV: beating the closing line', '2.10 × 0.51 − 1 = +7.1%'],
      ['The margin (vig): what the book charges', '104.8% in all'],
    ];
    for (const [title, example] of examples) {
      const item = screen.getByText(title).closest('li') as HTMLElement;
      await user.click(within(item).getByRole('button', { name: 'Read' }));
      const dialog = await screen.findByTestId('article-dialog');
      expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
      expect(dialog.textContent).toContain(example);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByTestId('article-dialog')).toBeNull());
    }
  });

  it('shows the news as toasts; the MLB run is the real one, read from the record', async () => {
    const mlb = [
      makeRecordGraded('vip', 'win', 10, { sport: 'baseball' }),
      makeRecordGraded('vip', 'win', 20, { sport: 'baseball' }),
      makeRecordGraded('vip', 'loss', 30, { sport: 'baseball' }),
      makeRecordGraded('vip', 'push', 40, { sport: 'baseball' }),
      makeRecordGraded('vip', 'loss', 50, { sport: 'nba' }),
    ];
    stubDashboard({
      picks: [makeUnlocked(), makeLocked()],
      routes: { '/api/record': recordRoute(mlb) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Educational resources and news/ }));

    await user.click(screen.getByTestId('news-nba'));
    expect(await screen.findByText('The NBA regular season starts on October 22.')).toBeTruthy();
    await user.click(screen.getByTestId('news-mlb'));
    expect(await screen.findByText('MLB: 2-1 over the last 3 decided picks.')).toBeTruthy();
    await user.click(screen.getByTestId('news-picks'));
    expect(await screen.findByText('Picks updated!')).toBeTruthy();
    expect(screen.getByText('2 bets available today.')).toBeTruthy();
  });

  it('counts the latest 15 decided MLB picks, paging the record past its pushes', async () => {
    // A month old and older, newest first: 12 pushes, then wins and losses (every third one lost).
    const pushes = Array.from({ length: 12 }, (_, index) =>
      makeRecordGraded('vip', 'push', 24 * (30 + index), { sport: 'baseball' }),
    );
    const decided = Array.from({ length: 18 }, (_, index) =>
      makeRecordGraded('vip', index % 3 === 2 ? 'loss' : 'win', 24 * (50 + index), { sport: 'baseball' }),
    );
    const fetchMock = stubDashboard({ routes: { '/api/record': recordRoute([...pushes, ...decided]) } });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Educational resources and news/ }));
    await user.click(screen.getByTestId('news-mlb'));
    expect(await screen.findByText('MLB: 10-5 over the last 15 decided picks.')).toBeTruthy();
    const pages = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/record')
      .map((url) => [url.searchParams.get('sport'), url.searchParams.get('page') ?? '1']);
    expect(pages).toEqual([
      ['baseball', '1'],
      ['baseball', '2'],
    ]);
  });

  it('says so in the toast when the record cannot be read, in Spanish too', async () => {
    await changeLanguage('es');
    stubDashboard({
      routes: {
        '/api/record': () =>
          jsonResponse({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, 500),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Recursos educativos/ }));
    await user.click(screen.getByTestId('news-mlb'));
    expect(await screen.findByText(/MLB: no se pudo leer la última racha/)).toBeTruthy();
  });
});
