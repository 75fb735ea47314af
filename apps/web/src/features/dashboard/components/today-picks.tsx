import type { LockedPick, SubscriberPick, Tier, User } from '@arcade/contracts';
import { CalendarX2, ChevronDown, ChevronUp } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { EmptyState, TableSkeleton } from '@/components/ui/table-frame';
import { TierBadge } from '@/components/ui/tier-badge';
import { getErrorMessage } from '@/lib/error-message';
import { useDisplayZone } from '@/lib/display-zone';
import { CLAIM_PARAM } from '@/lib/session/login-return';
import { type FirstScreenPicks, useFirstScreenPicks, useSubscriberPicks } from '../api/get-subscriber-picks';
import { useStoredBankroll } from '../hooks/use-stored-bankroll';
import { type TierGroup, groupByTier, hasStarted, openPicks } from '../lib/today-picks';
import { BankrollField } from './bankroll-field';
import { FreePickDialog } from './free-pick-dialog';
import { LockedPickCard } from './locked-pick-card';
import { PickCard } from './pick-card';

/**
 * Today's open picks by tier: entitled ones in full with a stake for the user's bankroll, others locked.
 * The first screen holds the nearest picks of each tier; "Ver más" loads the whole list and shows that
 * tier's rest.
 */
export function TodayPicks({
  user,
  onSeePlans,
  now = new Date(),
}: {
  user: User;
  onSeePlans: () => void;
  now?: Date;
}) {
  const { t } = useTranslation('dashboard');
  const zone = useDisplayZone();
  const first = useFirstScreenPicks();
  const [expanded, setExpanded] = useState<ReadonlySet<Tier>>(() => new Set());
  const [searchParams] = useSearchParams();
  // A claim named in the address may be a pick beyond the first screen.
  const all = useSubscriberPicks({ enabled: expanded.size > 0 || searchParams.has(CLAIM_PARAM) });
  const bankroll = useStoredBankroll();
  const canUseFreePick = user.role !== 'admin' && !user.hasUsedFreePick;
  const [claiming, setClaiming] = useClaimInAddress(all.data ?? first.data?.picks, all.data !== undefined);
  const toggle = (tier: Tier) =>
    setExpanded((tiers) => {
      const next = new Set(tiers);
      if (!next.delete(tier)) next.add(tier);
      return next;
    });

  return (
    <section aria-labelledby="today-picks-title" className="grid gap-5">
      <header>
        <h2 id="today-picks-title" className="font-bold text-2xl text-ink tracking-tight">
          {t('picks.title')}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">{t('picks.subtitle')}</p>
      </header>
      <BankrollField text={bankroll.text} isValid={bankroll.bankroll !== null} onChange={bankroll.onChange} />
      {first.isPending ? (
        <TableSkeleton label={t('picks.loading')} />
      ) : first.isError ? (
        <InlineError
          message={t('picks.error', { message: getErrorMessage(first.error) })}
          onRetry={() => void first.refetch()}
        />
      ) : (
        <TierGroups
          groups={tierGroups(first.data, all.data, expanded, now, zone)}
          now={now}
          bankroll={bankroll.bankroll}
          canUseFreePick={canUseFreePick}
          needsVerification={!user.emailVerified}
          onUseFreePick={setClaiming}
          onSeePlans={onSeePlans}
          onToggle={toggle}
          loadingMore={all.isFetching && all.data === undefined}
          moreError={all.isError ? getErrorMessage(all.error) : null}
          onRetryMore={() => void all.refetch()}
        />
      )}
      <FreePickDialog pick={claiming} onClose={() => setClaiming(null)} />
    </section>
  );
}

/** A tier's group as shown, with how many open picks it has in all and whether they are all shown. */
type ShownGroup = TierGroup & { total: number; isExpanded: boolean; isRequested: boolean };

function tierGroups(
  first: FirstScreenPicks,
  all: readonly SubscriberPick[] | undefined,
  expanded: ReadonlySet<Tier>,
  now: Date,
  zone: ReturnType<typeof useDisplayZone>,
): ShownGroup[] {
  const whole = all
    ? new Map(groupByTier(openPicks(all, now, zone)).map((group) => [group.tier, group]))
    : null;
  return groupByTier(openPicks(first.picks, now, zone)).map((group) => {
    const complete = whole?.get(group.tier);
    const isRequested = expanded.has(group.tier);
    if (isRequested && complete)
      return { ...complete, total: complete.picks.length, isExpanded: true, isRequested };
    const total = group.picks.length + (first.more[group.tier] ?? 0);
    return { ...group, total, isExpanded: false, isRequested };
  });
}

/**
 * The free-pick claim under way lives in the address (`?claim=<pick id>`), so the login an ended session
 * leads to brings the person back to it: the dialog is open while the query names a pick still locked
 * (whether the free pick is still unspent is the claim's own answer). A query naming anything else goes
 * once the whole list is in.
 */
function useClaimInAddress(picks: readonly SubscriberPick[] | undefined, isComplete: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const claimId = searchParams.get(CLAIM_PARAM);
  const claiming = claimId
    ? (picks?.find((each): each is LockedPick => each.id === claimId && each.locked) ?? null)
    : null;
  const setClaiming = useCallback(
    (pick: LockedPick | null) =>
      setSearchParams(
        (params) => {
          if (pick) params.set(CLAIM_PARAM, pick.id);
          else params.delete(CLAIM_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // Only the whole list tells that a pick is not there.
  const isStale = claimId !== null && isComplete && claiming === null;
  useEffect(() => {
    if (isStale) setClaiming(null);
  }, [isStale, setClaiming]);
  return [claiming, setClaiming] as const;
}

/** Two cards a row from md up; a card alone on the last row takes the whole row, not half of it. */
const ROW_SPAN = 'md:col-span-2';
const spansRow = (index: number, count: number) => index === count - 1 && count % 2 === 1;

function TierGroups({
  groups,
  now,
  bankroll,
  canUseFreePick,
  needsVerification,
  onUseFreePick,
  onSeePlans,
  onToggle,
  loadingMore,
  moreError,
  onRetryMore,
}: {
  groups: ShownGroup[];
  now: Date;
  bankroll: number | null;
  canUseFreePick: boolean;
  needsVerification: boolean;
  onUseFreePick: (pick: LockedPick) => void;
  onSeePlans: () => void;
  onToggle: (tier: Tier) => void;
  loadingMore: boolean;
  moreError: string | null;
  onRetryMore: () => void;
}) {
  const { t } = useTranslation('dashboard');
  if (groups.length === 0) {
    return (
      <EmptyState
        testId="today-picks-empty"
        icon={<CalendarX2 aria-hidden="true" className="size-5" />}
        title={t('picks.empty')}
        hint={t('picks.emptyHint')}
      />
    );
  }
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <div key={group.tier} data-testid={`today-tier-${group.tier}`} className="grid gap-3">
          <div className="flex items-center gap-3">
            <TierBadge tier={group.tier} className="text-sm" />
            <span className="text-ink-subtle text-xs">{t('picks.count', { count: group.total })}</span>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            {group.picks.map((pick, index) =>
              pick.locked ? (
                <LockedPickCard
                  key={pick.id}
                  className={spansRow(index, group.picks.length) ? ROW_SPAN : undefined}
                  pick={pick}
                  isStarted={hasStarted(pick, now)}
                  canUseFreePick={canUseFreePick}
                  needsVerification={needsVerification}
                  onUseFreePick={() => onUseFreePick(pick)}
                  onSeePlans={onSeePlans}
                />
              ) : (
                <PickCard
                  key={pick.id}
                  className={spansRow(index, group.picks.length) ? ROW_SPAN : undefined}
                  pick={pick}
                  bankroll={bankroll}
                  isStarted={hasStarted(pick, now)}
                />
              ),
            )}
          </div>
          <MoreOfTier
            group={group}
            loading={loadingMore}
            error={moreError}
            onToggle={() => onToggle(group.tier)}
            onRetry={onRetryMore}
          />
        </div>
      ))}
    </div>
  );
}

/** "Ver N picks más" under a tier with more than its first screen, "Ver menos" once they are shown. */
function MoreOfTier({
  group,
  loading,
  error,
  onToggle,
  onRetry,
}: {
  group: ShownGroup;
  loading: boolean;
  error: string | null;
  onToggle: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const hidden = group.total - group.picks.length;
  if (!group.isExpanded && hidden <= 0) return null;
  if (group.isRequested && !group.isExpanded && error !== null)
    return <InlineError message={t('picks.moreError', { message: error })} onRetry={onRetry} />;
  const isLoading = group.isRequested && !group.isExpanded && loading;
  return (
    <Button
      variant="secondary"
      className="w-full sm:w-auto sm:justify-self-center"
      aria-expanded={group.isExpanded}
      disabled={isLoading}
      onClick={onToggle}
      data-testid={`today-tier-${group.tier}-more`}
    >
      {group.isExpanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      {isLoading
        ? t('picks.loadingMore')
        : group.isExpanded
          ? t('picks.showFewer')
          : t('picks.more', { count: hidden })}
    </Button>
  );
}
