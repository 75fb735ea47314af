import { CloudDownload, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { TableSkeleton } from '@/components/ui/table-frame';
import { TabHeading } from '@/components/ui/tab-heading';
import { useIsMediumLayout } from '@/hooks/use-media-query';
import { getErrorMessage } from '@/lib/error-message';
import { formatShortDate } from '@/lib/format';
import { useRefreshFromApi } from '../hooks/use-refresh-from-api';
import { useReloadStandings } from '../hooks/use-reload-standings';
import {
  type ConferenceFilter as Filter,
  currentSeason,
  filterStandings,
  seasonChoices,
  seasonLabel,
} from '../lib/standings';
import { ConferenceFilter } from './conference-filter';
import { StandingsEmpty } from './standings-empty';
import { StandingsList, StandingsTable } from './standings-table';
import { SummaryCards } from './summary-cards';
import { TeamDialog } from './team-dialog';

/** DanyScore NBA 1.0: standings, summary cards and the team dialog. */
export function DanyScoreTab() {
  const { t } = useTranslation('danyscore');
  const [season, setSeason] = useState(() => currentSeason());
  const [filter, setFilter] = useState<Filter>('all');
  const [openTeamId, setOpenTeamId] = useState<number | null>(null);
  const isWide = useIsMediumLayout();
  const { data, error, isPending, isFetching, refetch, reload } = useReloadStandings(season);
  const { refresh, isPending: isRefreshing } = useRefreshFromApi();
  const rows = data ? filterStandings(data.standings, filter) : [];
  const Standings = isWide ? StandingsTable : StandingsList;

  return (
    <section data-testid="danyscore-tab" className="flex flex-col gap-5">
      <TabHeading title={t('tab.title')} subtitle={t('tab.subtitle')}>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            data-testid="danyscore-season"
            label={t('actions.season')}
            options={seasonChoices().map((choice) => ({ value: String(choice), label: seasonLabel(choice) }))}
            value={String(season)}
            onChange={(event) => setSeason(Number(event.target.value))}
            className="w-32"
          />
          <Button
            variant="secondary"
            data-testid="danyscore-refresh"
            disabled={isFetching}
            onClick={() => void reload()}
          >
            <RotateCw aria-hidden="true" className={isFetching && !isPending ? 'animate-spin' : undefined} />
            {t('actions.refresh')}
          </Button>
          <Button
            data-testid="danyscore-refresh-api"
            disabled={isRefreshing}
            aria-busy={isRefreshing}
            onClick={() => void refresh(season)}
          >
            <CloudDownload aria-hidden="true" className={isRefreshing ? 'animate-pulse' : undefined} />
            {isRefreshing ? t('actions.refreshing') : t('actions.refreshApi')}
          </Button>
        </div>
      </TabHeading>

      {data && data.standings.length > 0 ? (
        <>
          <SummaryCards standings={data.standings} season={data.season} />
          <SectionCard
            title={t('table.title')}
            titleId="danyscore-standings-title"
            subtitle={[
              t(`source.${data.source}`),
              ...(data.statsSeason ? [t('source.realPlayers', { season: data.statsSeason })] : []),
              data.updatedAt
                ? t('source.updated', { date: formatShortDate(data.updatedAt) })
                : t('source.never'),
            ].join(' · ')}
            aside={
              <div className="flex items-center gap-3">
                <p className="text-ink-muted text-sm">{t('table.count', { count: rows.length })}</p>
                <ConferenceFilter value={filter} onChange={setFilter} />
              </div>
            }
          >
            <Standings standings={rows} filter={filter} season={data.season} onOpen={setOpenTeamId} />
          </SectionCard>
        </>
      ) : isPending ? (
        <TableSkeleton label={t('states.loading')} />
      ) : error ? (
        <InlineError
          testId="danyscore-error"
          message={t('states.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <StandingsEmpty season={season} source={data?.source} onRetry={() => void refetch()} />
      )}

      <TeamDialog
        teamId={openTeamId}
        season={season}
        statsSeason={data?.statsSeason ?? null}
        teamName={data?.standings.find((row) => row.teamId === openTeamId)?.teamName}
        onClose={() => setOpenTeamId(null)}
      />
    </section>
  );
}
