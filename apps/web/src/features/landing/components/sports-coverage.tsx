import type { Sport } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { useEventsCoverage } from '@/features/events';
import { useDisplayZone } from '@/lib/display-zone';
import { formatDayMonth } from '@/lib/format';
import { type CoverageStatus, coverageStatus, leaguesReturning } from '../lib/coverage-status';

/** Every sport the product covers, shown while the market's own list loads or cannot be read. */
const ALL_SPORTS: Sport[] = ['soccer', 'nfl', 'baseball', 'nba', 'nhl'];

function StatusText({ status }: { status: CoverageStatus }) {
  const { t } = useTranslation('landing');
  const zone = useDisplayZone();
  const text =
    status.kind === 'today'
      ? t('coverage.today', { count: status.count })
      : status.kind === 'week'
        ? t('coverage.week', { count: status.count })
        : status.kind === 'returns'
          ? t('coverage.returns', { date: formatDayMonth(status.at, undefined, zone) })
          : t('coverage.none');
  return (
    <span className={status.kind === 'today' ? 'font-medium text-edge' : 'font-normal text-ink-subtle'}>
      {text}
    </span>
  );
}

/**
 * The sports the market offers now with their real counts (GET /api/events/coverage): games in the
 * next 24 hours or 7 days, or when an out-of-season league returns: what today's market actually
 * holds, beside the picks a day the record measured.
 */
export function SportsCoverage() {
  const { t } = useTranslation(['landing', 'common']);
  const zone = useDisplayZone();
  const { data } = useEventsCoverage();

  if (!data) {
    return (
      <div className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-ink-subtle text-xs uppercase tracking-wider">{t('hero.sportsLabel')}</span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 font-semibold text-ink-muted text-sm">
          {ALL_SPORTS.map((sport) => (
            <li key={sport}>{t(`common:sports.${sport}`)}</li>
          ))}
        </ul>
      </div>
    );
  }

  const today = data.sports.reduce((sum, sport) => sum + sport.upcoming24h, 0);
  const returning = data.sports.flatMap(leaguesReturning);
  return (
    <div data-testid="sports-coverage" className="mt-10">
      <p className="text-ink-subtle text-xs uppercase tracking-wider">{t('hero.sportsLabel')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
        {data.sports.map((sport) => (
          <li
            key={sport.sport}
            data-testid={`coverage-${sport.sport}`}
            className="flex items-baseline gap-1.5"
          >
            <span className="font-semibold text-ink-muted">{t(`common:sports.${sport.sport}`)}</span>
            <StatusText status={coverageStatus(sport)} />
          </li>
        ))}
      </ul>
      <p data-testid="coverage-total" className="mt-3 text-ink-muted text-sm">
        {t('coverage.total', { count: today })}
      </p>
      {returning.length > 0 ? (
        <p data-testid="coverage-returning" className="mt-1 text-ink-subtle text-xs">
          {t('coverage.leaguesReturning', {
            leagues: returning
              .map(({ league, at }) =>
                t('coverage.leagueReturns', { league, date: formatDayMonth(at, undefined, zone) }),
              )
              .join(' · '),
          })}
        </p>
      ) : null}
    </div>
  );
}
