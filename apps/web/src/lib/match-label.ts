import type { TFunction } from 'i18next';

/** The fields every match label needs; events, picks and analysis logs all carry them. */
export type MatchTeams = { sport: string; homeTeam: string; awayTeam: string };

export type MatchParts = {
  first: string;
  second: string;
  separator: 'vs' | 'at';
  isHomeFirst: boolean;
};

/**
 * One order per sport, on every screen: soccer reads "Home vs Away", the US sports (NFL, MLB, NBA,
 * NHL) read "Away @ Home", as their own schedules do.
 */
export function matchParts({ sport, homeTeam, awayTeam }: MatchTeams): MatchParts {
  return sport === 'soccer'
    ? { first: homeTeam, second: awayTeam, separator: 'vs', isHomeFirst: true }
    : { first: awayTeam, second: homeTeam, separator: 'at', isHomeFirst: false };
}

/** The match as plain text with the home team marked: `Real Madrid (L) vs Sevilla`, `Heat @ Celtics (H)`. */
export function formatMatch(match: MatchTeams, t: TFunction<'common'>): string {
  const { first, second, separator, isHomeFirst } = matchParts(match);
  const home = (team: string) => t('match.homeTeam', { team, mark: t('match.homeMark') });
  return t('match.label', {
    first: isHomeFirst ? home(first) : first,
    separator: t(`match.${separator}`),
    second: isHomeFirst ? second : home(second),
  });
}
