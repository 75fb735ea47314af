import type { AnalysisLog } from '@arcade/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { logEntryText } from '../lib/analysis-log';
import { PhaseCard } from './phase-card';

type Teams = { homeTeam: string; awayTeam: string };

const validTime = (at: string | undefined) => (at && !Number.isNaN(Date.parse(at)) ? at : null);

/** Every step in order, translated from its code when the server sent one. */
export function ChronologicalLog({
  entries,
  teams,
}: {
  entries: AnalysisLog['chronologicalLog'];
  teams: Teams;
}) {
  const { t } = useTranslation('admin');
  return (
    <PhaseCard
      step={<History aria-hidden="true" className="size-3.5" />}
      title={t('analysis.sections.log')}
      testId="analysis-log"
    >
      {entries.length === 0 ? (
        <p className="text-ink-subtle text-sm">{t('analysis.log.empty')}</p>
      ) : (
        <ol className="relative grid gap-2.5 border-line border-l pl-4">
          {entries.map((entry, index) => {
            const at = validTime(entry.at);
            return (
              // The log is append-only; its order is its identity.
              <li key={index} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-edge/70 ring-2 ring-canvas"
                />
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                  <span className="rounded bg-surface-raised px-1.5 py-0.5 font-semibold text-[0.65rem] text-ink-muted uppercase tracking-wider">
                    {entry.phase === 'edit'
                      ? t('analysis.log.phaseEdit')
                      : t('analysis.log.phase', { phase: entry.phase })}
                  </span>
                  {at ? (
                    <time dateTime={at} className="tabular text-ink-subtle text-xs">
                      {formatTime(at)}
                    </time>
                  ) : null}
                </div>
                <p className="mt-1 text-ink text-sm">{logEntryText(entry, teams, t)}</p>
              </li>
            );
          })}
        </ol>
      )}
    </PhaseCard>
  );
}
