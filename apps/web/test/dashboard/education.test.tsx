import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { renderApp } from '../helpers';
import { makeGraded, makeLocked, makeUnlocked, stubDashboard } from './fixtures';

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

  it('shows the news as toasts; the MLB run is the real one from the graded picks', async () => {
    const mlb = [
      makeGraded('vip', 'win', 10, { sport: 'baseball' }),
      makeGraded('vip', 'win', 20, { sport: 'baseball' }),
      makeGraded('vip', 'loss', 30, { sport: 'baseball' }),
      makeGraded('vip', 'push', 40, { sport: 'baseball' }),
      makeGraded('vip', 'loss', 50, { sport: 'nba' }),
    ];
    stubDashboard({ picks: [...mlb, makeUnlocked(), makeLocked()] });
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
});
