import type { NbaStanding } from '@arcade/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import { cn } from '@/lib/cn';
import { formatDecimal, formatPercent } from '@/lib/format';
import { type ConferenceFilter, rankOf, recordOf, seasonLabel } from '../lib/standings';

type StandingsProps = {
  standings: readonly NbaStanding[];
  filter: ConferenceFilter;
  season: number;
  onOpen: (teamId: number) => void;
};

const danyScoreText = (row: NbaStanding) => (row.danyScore === null ? '—' : formatDecimal(row.danyScore, 1));

/** The standings as a table (desktop): a row opens the team's dialog, by click or keyboard. */
export function StandingsTable({ standings, filter, season, onOpen }: StandingsProps) {
  const { t } = useTranslation('danyscore');
  const divisionName = useDivisionName();
  return (
    <TableFrame testId="danyscore-table" caption={t('table.caption', { season: seasonLabel(season) })}>
      <thead>
        <tr>
          <Th className="w-12 text-right">{t('table.rank')}</Th>
          <Th>{t('table.team')}</Th>
          <Th>{t('table.conference')}</Th>
          <Th>{t('table.division')}</Th>
          <Th className="text-right">{t('table.record')}</Th>
          <Th className="text-right">{t('table.winPct')}</Th>
          <Th className="text-right">{t('table.danyScore')}</Th>
          <Th className="w-10">
            <span className="sr-only">{t('table.open', { team: '' })}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {standings.map((row, index) => (
          <Tr
            key={row.teamId}
            data-testid={`danyscore-row-${row.teamId}`}
            tabIndex={0}
            aria-label={t('table.open', { team: row.teamName })}
            onClick={() => onOpen(row.teamId)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onOpen(row.teamId);
              }
            }}
            className="cursor-pointer focus-visible:bg-surface-raised/60 focus-visible:outline-none"
          >
            <Td className="text-right font-semibold text-ink-muted tabular">{rankOf(row, index, filter)}</Td>
            <Td>
              <div className="flex items-center gap-3">
                <span className="inline-flex h-7 w-11 items-center justify-center rounded-md bg-surface-raised font-bold text-[0.7rem] text-ink-muted ring-1 ring-line-strong">
                  {row.teamAbbr}
                </span>
                <span className="font-medium text-ink">{row.teamName}</span>
              </div>
            </Td>
            <Td className="text-ink-muted text-sm">
              {t('table.conferenceRank', {
                rank: row.conferenceRank ?? '–',
                conference: t(`conferences.${row.conference}`),
              })}
            </Td>
            <Td className="text-ink-muted text-sm">{divisionName(row.division)}</Td>
            <Td className="text-right font-medium text-ink tabular">{recordOf(row)}</Td>
            <Td className="text-right text-ink tabular">{formatPercent(row.winPct)}</Td>
            <Td
              className={cn(
                'text-right font-semibold tabular',
                row.danyScore === null ? 'text-ink-subtle' : 'text-edge',
              )}
            >
              {danyScoreText(row)}
            </Td>
            <Td className="text-ink-subtle">
              <ChevronRight aria-hidden="true" className="size-4" />
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The standings as a list (phones): rank, team, record, win % and DanyScore per line. */
export function StandingsList({ standings, filter, onOpen }: StandingsProps) {
  const { t } = useTranslation('danyscore');
  const divisionName = useDivisionName();
  return (
    <ul
      data-testid="danyscore-table"
      className="divide-y divide-line/70 overflow-hidden rounded-2xl border border-line bg-surface/60"
    >
      {standings.map((row, index) => (
        <li key={row.teamId}>
          <button
            type="button"
            data-testid={`danyscore-row-${row.teamId}`}
            aria-label={t('table.open', { team: row.teamName })}
            onClick={() => onOpen(row.teamId)}
            className="flex w-full items-center gap-3 px-3 py-3 text-left transition-colors hover:bg-surface-raised/40"
          >
            <span className="w-6 text-right font-semibold text-ink-muted text-sm tabular">
              {rankOf(row, index, filter)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink">{row.teamName}</span>
              <span className="block text-ink-subtle text-xs">
                {t(`conferences.${row.conference}`)} · {divisionName(row.division)}
              </span>
            </span>
            <span className="text-right tabular">
              <span className="block font-medium text-ink text-sm">{recordOf(row)}</span>
              <span className="block text-ink-subtle text-xs">{formatPercent(row.winPct)}</span>
            </span>
            <span className="w-12 text-right font-semibold text-edge text-sm tabular">
              {danyScoreText(row)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A division's translated name; a name we do not know (a provider's new one) is shown as given. */
function useDivisionName() {
  const { t } = useTranslation('danyscore');
  return (division: string) => t(`divisions.${division}` as 'divisions.Atlantic', { defaultValue: division });
}
