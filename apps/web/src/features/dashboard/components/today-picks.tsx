import type { LockedPick, SubscriberPick, User } from '@arcade/contracts';
import { CalendarX2 } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineError } from '@/components/ui/inline-error';
import { EmptyState, TableSkeleton } from '@/components/ui/table-frame';
import { TierBadge } from '@/components/ui/tier-badge';
import { getErrorMessage } from '@/lib/error-message';
import { useDisplayZone } from '@/lib/display-zone';
import { CLAIM_PARAM } from '@/lib/session/login-return';
import { useSubscriberPicks } from '../api/get-subscriber-picks';
import { useStoredBankroll } from '../hooks/use-stored-bankroll';
import { groupByTier, hasStarted, openPicks } from '../lib/today-picks';
import { BankrollField } from './bankroll-field';
import { FreePickDialog } from './free-pick-dialog';
import { LockedPickCard } from './locked-pick-card';
import { PickCard } from './pick-card';

/** Today's open picks by tier: entitled ones in full with a stake for the user's bankroll, others locked. */
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
  const picks = useSubscriberPicks();
  const bankroll = useStoredBankroll();
  const canUseFreePick = user.role !== 'admin' && !user.hasUsedFreePick;
  const [claiming, setClaiming] = useClaimInAddress(picks.data);

  return (
    <section aria-labelledby="today-picks-title" className="grid gap-5">
      <header>
        <h2 id="today-picks-title" className="font-bold text-2xl text-ink tracking-tight">
          {t('picks.title')}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">{t('picks.subtitle')}</p>
      </header>
      <BankrollField text={bankroll.text} isValid={bankroll.bankroll !== null} onChange={bankroll.onChange} />
      {picks.isPending ? (
        <TableSkeleton label={t('picks.loading')} />
      ) : picks.isError ? (
        <InlineError
          message={t('picks.error', { message: getErrorMessage(picks.error) })}
          onRetry={() => void picks.refetch()}
        />
      ) : (
        <TierGroups
          groups={groupByTier(openPicks(picks.data, now, zone))}
          now={now}
          bankroll={bankroll.bankroll}
          canUseFreePick={canUseFreePick}
          needsVerification={!user.emailVerified}
          onUseFreePick={setClaiming}
          onSeePlans={onSeePlans}
        />
      )}
      <FreePickDialog pick={claiming} onClose={() => setClaiming(null)} />
    </section>
  );
}

/**
 * The free-pick claim under way lives in the address (`?claim=<pick id>`), so the login an ended session
 * leads to brings the person back to it: the dialog is open while the query names a pick still locked
 * (whether the free pick is still unspent is the claim's own answer). A query naming anything else goes
 * once the picks are in.
 */
function useClaimInAddress(picks: readonly SubscriberPick[] | undefined) {
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
  const isStale = claimId !== null && picks !== undefined && claiming === null;
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
}: {
  groups: ReturnType<typeof groupByTier>;
  now: Date;
  bankroll: number | null;
  canUseFreePick: boolean;
  needsVerification: boolean;
  onUseFreePick: (pick: LockedPick) => void;
  onSeePlans: () => void;
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
            <span className="text-ink-subtle text-xs">{t('picks.count', { count: group.picks.length })}</span>
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
        </div>
      ))}
    </div>
  );
}
