import { useTranslation } from 'react-i18next';
import { type MatchTeams, matchParts } from '@/lib/match-label';

/** The home team's mark, explained on hover and to assistive technology. */
function HomeMark() {
  const { t } = useTranslation('common');
  return (
    <abbr
      title={t('match.homeMarkLabel')}
      data-testid="home-mark"
      className="font-normal text-[0.8em] text-ink-subtle no-underline"
    >
      {t('match.homeMark')}
    </abbr>
  );
}

/**
 * The match in the app's one order (`formatMatch`), home team marked. Its text is exactly
 * `formatMatch`'s, so a label, a toast and a table say the same thing.
 */
export function MatchLabel({ match, className }: { match: MatchTeams; className?: string }) {
  const { t } = useTranslation('common');
  const { first, second, separator, isHomeFirst } = matchParts(match);
  return (
    <span data-testid="match-label" className={className}>
      {first}
      {isHomeFirst ? (
        <>
          {' '}
          <HomeMark />
        </>
      ) : null}{' '}
      <span className="font-normal text-ink-subtle">{t(`match.${separator}`)}</span> {second}
      {isHomeFirst ? null : (
        <>
          {' '}
          <HomeMark />
        </>
      )}
    </span>
  );
}
