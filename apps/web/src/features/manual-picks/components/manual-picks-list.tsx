import type { AdminPick, Tier } from '@arcade/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { PickLabel } from '@/components/ui/pick-label';
import { ResultBadge } from '@/components/ui/result-badge';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SportBadge } from '@/components/ui/sport-badge';
import { TierBadge } from '@/components/ui/tier-badge';
import { CorrectResultButton, CorrectResultDialog, useAdminPicksPage } from '@/features/picks';
import { getErrorMessage } from '@/lib/error-message';
import { formatAmericanOdds, formatDecimal, formatShortDate } from '@/lib/format';
import { TIERS_HIGHEST_FIRST } from '@/lib/tiers';
import { MANUAL_PICKS_LIMIT, canMarkResult } from '../lib/manual-picks';
import { MarkResultButtons } from './mark-result-buttons';

const STATUS_STYLES = {
  pending: 'text-premium',
  approved: 'text-sky-300',
  published: 'text-edge',
} as const;

/** The latest manual picks, filterable by tier, with result marking for published ones. */
export function ManualPicksList() {
  const { t } = useTranslation('picks');
  const [tier, setTier] = useState<Tier | 'all'>('all');
  const [toCorrect, setToCorrect] = useState<AdminPick | null>(null);
  // The newest manual picks, one page of MANUAL_PICKS_LIMIT: the server filters, sorts and cuts.
  const { data, error, isPending, refetch } = useAdminPicksPage({
    strategy: 'manual',
    limit: MANUAL_PICKS_LIMIT,
    ...(tier === 'all' ? {} : { tier }),
  });
  const picks = data?.picks ?? [];

  const filter = (
    <SelectField
      data-testid="manual-tier-filter"
      label={t('filters.tier')}
      options={[
        { value: 'all', label: t('filters.allTiers') },
        ...TIERS_HIGHEST_FIRST.map((value) => ({ value, label: t(`tiers.${value}`) })),
      ]}
      value={tier}
      onChange={(event) => setTier(event.target.value as Tier | 'all')}
      className="sm:w-48"
    />
  );

  return (
    <SectionCard
      title={t('manualList.title')}
      subtitle={t('manualList.subtitle', { limit: MANUAL_PICKS_LIMIT })}
      aside={filter}
      titleId="manual-picks-title"
    >
      {isPending ? (
        <p role="status" className="py-8 text-center text-ink-muted text-sm">
          {t('common.loading')}
        </p>
      ) : error ? (
        <InlineError
          message={t('common.picksError', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : picks.length === 0 ? (
        <p data-testid="manual-picks-empty" className="py-8 text-center text-ink-subtle text-sm">
          {tier === 'all' ? t('manualList.empty') : t('manualList.emptyTier')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-ink-subtle text-xs">{t('manualList.count', { count: picks.length })}</p>
          <ul data-testid="manual-picks-list" className="divide-y divide-line rounded-xl border border-line">
            {picks.map((pick) => (
              <ManualPickItem key={pick.id} pick={pick} onCorrect={setToCorrect} />
            ))}
          </ul>
        </>
      )}
      <CorrectResultDialog
        pick={toCorrect}
        onOpenChange={(open) => {
          if (!open) setToCorrect(null);
        }}
      />
    </SectionCard>
  );
}

function ManualPickItem({ pick, onCorrect }: { pick: AdminPick; onCorrect: (pick: AdminPick) => void }) {
  const { t } = useTranslation('picks');
  return (
    <li
      data-testid="manual-pick-item"
      className="grid grid-cols-1 gap-3 p-4 lg:grid-cols-[7rem_minmax(0,1fr)_6rem_7rem_6rem_16rem] lg:items-center"
    >
      <time dateTime={pick.timestamp} className="text-ink-muted text-xs tabular lg:text-sm">
        {formatShortDate(pick.timestamp)}
      </time>
      <div className="flex min-w-0 items-center gap-2.5">
        <SportBadge sport={pick.sport} className="shrink-0" />
        <PickLabel pick={pick} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 lg:contents">
        <span>
          <TierBadge tier={pick.tier} />
        </span>
        <span data-testid="manual-pick-odds" className="whitespace-nowrap text-sm tabular">
          <span className="font-semibold text-ink">{formatAmericanOdds(pick.oddsAmerican)}</span>{' '}
          <span className="text-ink-subtle text-xs">({formatDecimal(pick.odds, 2)})</span>
        </span>
        <span className={`font-medium text-xs ${STATUS_STYLES[pick.status]}`}>
          {t(`statuses.${pick.status}`)}
        </span>
        <div className="basis-full lg:basis-auto lg:justify-self-end">
          {canMarkResult(pick) ? (
            <MarkResultButtons pick={pick} />
          ) : pick.result !== null ? (
            <div className="flex items-center gap-2 lg:justify-end">
              <ResultBadge result={pick.result} />
              <CorrectResultButton onClick={() => onCorrect(pick)} />
            </div>
          ) : pick.status === 'published' && pick.eventStartTime !== null ? (
            <span data-testid="manual-awaiting-start" className="text-ink-subtle text-xs">
              {t('manualList.awaitingStart', { date: formatShortDate(pick.eventStartTime) })}
            </span>
          ) : (
            <span className="text-ink-subtle text-xs">{t('manualList.notPublished')}</span>
          )}
        </div>
      </div>
    </li>
  );
}
