import type { AnalyzeAnalysis, PickType } from '@arcade/contracts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { SportBadge } from '@/components/ui/sport-badge';
import { formatDecimal, formatShortDate } from '@/lib/format';
import { leagueBesideSport } from '@/lib/league';

/** The analysed match: sport, league, pick type (and line), the teams and the start time. */
export function MatchHeader({
  event,
  pickType,
  line,
  titleId,
}: {
  event: AnalyzeAnalysis['event'];
  pickType: PickType;
  line: number | null;
  titleId: string;
}) {
  const { t } = useTranslation(['analyze', 'common']);
  const league = leagueBesideSport(event.league, t(`common:sports.${event.sport}`));
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-edge/30 bg-gradient-to-br from-edge/10 to-transparent p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2 text-ink-muted text-sm">
        <SportBadge sport={event.sport} />
        {league ? (
          <>
            <span>{league}</span>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        <span>{t(`pickTypes.${pickType}`)}</span>
        {line !== null ? (
          <span className="rounded-md bg-surface-raised px-2 py-0.5 text-ink text-xs tabular">
            {t('results.line', { line: formatDecimal(line, 1) })}
          </span>
        ) : null}
      </div>
      <h2 id={titleId} className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
        <MatchLabel match={event} />
      </h2>
      <p className="flex items-center gap-1.5 text-ink-muted text-sm">
        <CalendarClock aria-hidden="true" className="size-4" />
        {event.startTime ? formatShortDate(event.startTime) : t('results.noEvent')}
      </p>
    </div>
  );
}
