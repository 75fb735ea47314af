import type { NbaTeamDetail } from '@arcade/contracts';
import { Info, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog-shell';
import { InlineError } from '@/components/ui/inline-error';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { formatDecimal, formatPercent } from '@/lib/format';
import { useTeam } from '../api/get-team';
import { recordOf } from '../lib/standings';
import { RotationTable } from './rotation-table';

type TeamDialogProps = {
  teamId: number | null;
  season: number;
  /** The real season the players' figures are from when it is not `season` (the demo's rosters). */
  statsSeason: string | null;
  teamName?: string;
  onClose: () => void;
};

/** A team's DanyScore numbers: record, Team Value, Active Points, Health Factor, roster. */
export function TeamDialog({ teamId, season, statsSeason, teamName, onClose }: TeamDialogProps) {
  const { t } = useTranslation('danyscore');
  const { data, error, isPending, refetch } = useTeam(teamId, season);
  const team = data?.team;
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <DialogShell
      open={teamId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={team?.teamName ?? teamName ?? ''}
      description={team ? `${team.teamAbbr} · ${t(`conferences.${team.conference}`)}` : undefined}
      size="lg"
      testId="danyscore-team-dialog"
    >
      {isMissing ? (
        <p data-testid="danyscore-team-missing" className="py-6 text-center text-ink-muted text-sm">
          {t('dialog.missing')}
        </p>
      ) : error ? (
        <InlineError
          message={t('states.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : isPending || !team ? (
        <p role="status" className="py-6 text-center text-ink-muted text-sm">
          {t('dialog.loading')}
        </p>
      ) : (
        <TeamBody team={team} statsSeason={statsSeason} />
      )}
    </DialogShell>
  );
}

const number = (value: number | null, digits = 1) => (value === null ? '—' : formatDecimal(value, digits));

function TeamBody({ team, statsSeason }: { team: NbaTeamDetail; statsSeason: string | null }) {
  const { t } = useTranslation('danyscore');
  const metrics: { key: string; label: string; value: string }[] = [
    { key: 'conference', label: t('dialog.conference'), value: t(`conferences.${team.conference}`) },
    {
      key: 'rank',
      label: t('dialog.rank'),
      value:
        team.conferenceRank === null
          ? '—'
          : t('table.conferenceRank', {
              rank: team.conferenceRank,
              conference: t(`conferences.${team.conference}`),
            }),
    },
    { key: 'record', label: t('dialog.record'), value: recordOf(team) },
    { key: 'win-pct', label: t('dialog.winPct'), value: formatPercent(team.winPct) },
    { key: 'team-value', label: t('dialog.teamValue'), value: number(team.tvContinuous) },
    { key: 'active-points', label: t('dialog.activePoints'), value: number(team.activePoints) },
    {
      key: 'health-factor',
      label: t('dialog.healthFactor'),
      value: team.healthFactor === null ? '—' : formatPercent(team.healthFactor),
    },
    {
      key: 'roster-size',
      label: t('dialog.rosterSize'),
      value: t('dialog.rosterSizeValue', { count: team.rosterSize }),
    },
  ];
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {metrics.map((metric) => (
          <div key={metric.key} className="rounded-xl border border-line bg-surface-raised/40 px-3 py-2.5">
            <dt className="text-ink-subtle text-xs">{metric.label}</dt>
            <dd
              data-testid={`danyscore-metric-${metric.key}`}
              className="mt-1 font-semibold text-ink tabular"
            >
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="danyscore-formula-title"
        className="rounded-xl border border-edge/30 bg-edge/5 p-4"
      >
        <h3 id="danyscore-formula-title" className="flex items-center gap-2 font-semibold text-ink text-sm">
          <Info aria-hidden="true" className="size-4 text-edge" />
          {t('dialog.formulaTitle')}
        </h3>
        <p data-testid="danyscore-formula" className="mt-2 font-mono text-edge text-sm">
          {t('dialog.formula')}
        </p>
        {team.gameValue !== null && team.tvContinuous !== null && team.healthFactor !== null ? (
          <p data-testid="danyscore-formula-values" className="mt-1 font-mono text-ink-muted text-sm tabular">
            {t('dialog.formulaValues', {
              gameValue: number(team.gameValue),
              teamValue: number(team.tvContinuous),
              health: formatPercent(team.healthFactor),
            })}
          </p>
        ) : null}
        <p className="mt-2 text-ink-muted text-xs leading-relaxed">{t('dialog.formulaHint')}</p>
      </section>
      {team.players.length > 0 ? (
        <div className="grid gap-2">
          <RotationTable players={team.players} />
          {statsSeason ? (
            <p data-testid="danyscore-stats-note" className="text-ink-subtle text-xs leading-relaxed">
              {t('dialog.statsNote', { season: statsSeason })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-ink-muted text-sm">{t('dialog.noPlayers')}</p>
      )}
      <p data-testid="danyscore-manual-note" className="flex items-start gap-2 text-ink-subtle text-xs">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('dialog.manualNote')}
      </p>
    </div>
  );
}
