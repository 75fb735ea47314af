import type { AnalyzeWithheld, LockedPick } from '@arcade/contracts';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TierBadge } from '@/components/ui/tier-badge';
import { planForTier } from '@/features/billing';
import { FreePickDialog, LockedPickCard } from '@/features/dashboard';
import { useMe } from '@/lib/session/get-me';
import { MatchHeader } from './match-header';

const hasStarted = (pick: LockedPick, now: Date) =>
  pick.eventStartTime !== null && new Date(pick.eventStartTime).getTime() <= now.getTime();

/**
 * The analysis withheld: the match carries published picks the user cannot see, and the models'
 * view would hand them out. Shown as the dashboard shows a locked pick: its tier, the plan that
 * opens it and, while the account's free pick is unused and one pick locks the match, the free pick
 * (after a claim the analysis is asked for again: the holder may see it).
 */
export function LockedAnalysis({
  withheld,
  onClaimed,
  now = new Date(),
}: {
  withheld: AnalyzeWithheld;
  onClaimed: () => void;
  now?: Date;
}) {
  const { t } = useTranslation(['analyze', 'dashboard', 'picks']);
  const { data: user } = useMe();
  const navigate = useNavigate();
  const [claiming, setClaiming] = useState<LockedPick | null>(null);
  const { tier, picks } = withheld.locked;
  const names = {
    tier: t(`picks:tiers.${tier}`),
    plan: t(`dashboard:plan.names.${planForTier(tier)}`),
    count: picks.length,
  };
  const hasFreePick = user !== undefined && user !== null && user.role !== 'admin' && !user.hasUsedFreePick;
  // The free pick unlocks one pick: it opens the analysis only when one pick locks the match.
  const canUseFreePick = hasFreePick && picks.length === 1;
  const text = canUseFreePick && !picks.some((pick) => hasStarted(pick, now)) ? 'withFreePick' : 'planOnly';

  return (
    <section
      data-testid="analyze-locked"
      aria-labelledby="analyze-locked-title"
      className="flex flex-col gap-5"
    >
      <MatchHeader
        event={withheld.event}
        pickType={withheld.pickType}
        line={null}
        titleId="analyze-locked-title"
      />
      <div className="flex flex-col gap-5 rounded-2xl border border-premium/30 bg-gradient-to-br from-premium/10 via-surface to-surface p-4 sm:p-6">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-premium/15 text-premium ring-1 ring-premium/30">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-ink text-lg">{t('locked.title')}</h3>
              <TierBadge tier={tier} />
            </div>
            <p
              data-testid="analyze-locked-text"
              className="mt-1 max-w-2xl text-ink-muted text-sm leading-relaxed"
            >
              {t(`locked.${text}`, names)}
            </p>
            {hasFreePick && picks.length > 1 ? (
              <p className="mt-2 max-w-2xl text-ink-subtle text-xs">{t('locked.several', names)}</p>
            ) : null}
          </div>
        </div>
        <div className="grid gap-3 md:grid-cols-2" aria-label={t('locked.picksLabel')} role="list">
          {picks.map((pick) => (
            <div key={pick.id} role="listitem" className="min-w-0">
              <LockedPickCard
                pick={pick}
                isStarted={hasStarted(pick, now)}
                canUseFreePick={canUseFreePick}
                needsVerification={user?.emailVerified === false}
                onUseFreePick={() => setClaiming(pick)}
                onSeePlans={() => void navigate('/dashboard#plans')}
              />
            </div>
          ))}
        </div>
      </div>
      <FreePickDialog pick={claiming} onClose={() => setClaiming(null)} onClaimed={onClaimed} />
    </section>
  );
}
