import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { MatchLabel } from '@/components/ui/match-label';
import i18n, { changeLanguage, type Language } from '@/lib/i18n';
import { formatMatch, matchParts } from '@/lib/match-label';

const teams = { homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat' };

describe('formatMatch', () => {
  afterAll(() => changeLanguage('es'));

  it.each([
    { sport: 'soccer', language: 'es', label: 'Boston Celtics (L) vs Miami Heat' },
    { sport: 'soccer', language: 'en', label: 'Boston Celtics (H) vs Miami Heat' },
    { sport: 'nba', language: 'es', label: 'Miami Heat @ Boston Celtics (L)' },
    { sport: 'nba', language: 'en', label: 'Miami Heat @ Boston Celtics (H)' },
    { sport: 'nfl', language: 'en', label: 'Miami Heat @ Boston Celtics (H)' },
    { sport: 'baseball', language: 'es', label: 'Miami Heat @ Boston Celtics (L)' },
    { sport: 'nhl', language: 'en', label: 'Miami Heat @ Boston Celtics (H)' },
  ] as const)('reads $sport in $language as "$label"', ({ sport, language, label }) => {
    expect(formatMatch({ sport, ...teams }, i18n.getFixedT(language, 'common'))).toBe(label);
  });

  it('puts the home team first only in soccer', () => {
    expect(matchParts({ sport: 'soccer', ...teams })).toMatchObject({
      first: 'Boston Celtics',
      isHomeFirst: true,
    });
    expect(matchParts({ sport: 'nhl', ...teams })).toMatchObject({ first: 'Miami Heat', isHomeFirst: false });
  });

  it.each(['soccer', 'nba'] as const)('is exactly the text <MatchLabel> draws for %s', async (sport) => {
    for (const language of ['es', 'en'] as Language[]) {
      await changeLanguage(language);
      const { unmount } = render(<MatchLabel match={{ sport, ...teams }} />);
      const label = screen.getByTestId('match-label');
      expect(label.textContent).toBe(formatMatch({ sport, ...teams }, i18n.getFixedT(language, 'common')));
      // The mark explains itself on hover and to assistive technology.
      expect(screen.getByTestId('home-mark').getAttribute('title')).toBe(
        language === 'es' ? 'Equipo local' : 'Home team',
      );
      unmount();
    }
  });
});
