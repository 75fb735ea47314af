import {
  type AdminUser,
  type Plan,
  PlanSchema,
  type SubscriptionState,
  tiersOfPlan,
} from '@arcade/contracts';
import { Ban, ChevronDown, CirclePause, Power, PowerOff } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { formatBreakEnd, formatShortDate } from '@/lib/format';
import type { SubscriptionActions } from '../hooks/use-subscription-actions';

const BADGE =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset';

const STATUS_STYLES: Record<SubscriptionState | 'none', string> = {
  active: 'bg-edge/10 text-edge ring-edge/30',
  inactive: 'bg-slate-400/10 text-ink-muted ring-slate-400/30',
  expired: 'bg-danger/10 text-danger ring-danger/30',
  none: 'bg-transparent text-ink-subtle ring-line',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionState | null }) {
  const { t } = useTranslation('users');
  const key = status ?? 'none';
  return (
    <span data-testid="subscription-status" className={cn(BADGE, STATUS_STYLES[key])}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${key}`)}
    </span>
  );
}

/** The free pick of a regular account; an admin sees every pick and has none ("—"). */
export function FreePickBadge({ user }: { user: Pick<AdminUser, 'role' | 'hasUsedFreePick'> }) {
  const { t } = useTranslation('users');
  if (user.role === 'admin') {
    return (
      <span data-testid="free-pick" className="text-ink-subtle" title={t('freePick.notApplicable')}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('freePick.notApplicable')}</span>
      </span>
    );
  }
  const isUsed = user.hasUsedFreePick;
  return (
    <span
      data-testid="free-pick"
      className={cn(
        BADGE,
        isUsed
          ? 'bg-slate-400/10 text-ink-muted ring-slate-400/30'
          : 'bg-premium/10 text-premium ring-premium/30',
      )}
    >
      {isUsed ? t('freePick.used') : t('freePick.available')}
    </span>
  );
}

/** The break from gambling the person is on: until when, or self-excluded for good; '—' when none. */
export function BreakBadge({ onBreak }: { onBreak: AdminUser['onBreak'] }) {
  const { t } = useTranslation('users');
  if (!onBreak) {
    return (
      <span data-testid="user-break" className="text-ink-subtle text-sm">
        {t('onBreak.none')}
      </span>
    );
  }
  if (onBreak.endsAt === null || onBreak.permanent) {
    return (
      <span
        data-testid="user-break"
        title={t('onBreak.selfExcludedTitle')}
        className={cn(BADGE, 'bg-danger/10 text-danger ring-danger/30')}
      >
        <Ban aria-hidden="true" className="size-3" />
        {t('onBreak.selfExcluded')}
      </span>
    );
  }
  return (
    <span data-testid="user-break" className="grid justify-items-start gap-1">
      <span className={cn(BADGE, 'bg-sky-400/10 text-sky-300 ring-sky-400/30')}>
        <CirclePause aria-hidden="true" className="size-3" />
        {t('onBreak.label')}
      </span>{' '}
      <time dateTime={onBreak.endsAt} className="tabular text-ink-muted text-xs leading-snug md:max-w-32">
        {t('onBreak.until', { date: formatBreakEnd(onBreak.endsAt, { wholeDate: true }) })}
      </time>
    </span>
  );
}

export function RoleLabel({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users');
  return (
    <span className={cn('text-sm', user.role === 'admin' ? 'font-semibold text-premium' : 'text-ink-muted')}>
      {t(`roles.${user.role}`)}
    </span>
  );
}

/** When the period ends (or ended, for an expired plan), 'dd MMM HH:mm'. */
export function PeriodEnd({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users');
  if (!user.currentPeriodEnd) return <span className="text-ink-subtle text-sm">{t('periodEnd.none')}</span>;
  const date = formatShortDate(user.currentPeriodEnd);
  return (
    <time
      dateTime={user.currentPeriodEnd}
      className={cn(
        'tabular whitespace-nowrap text-sm',
        user.status === 'expired' ? 'text-danger' : 'text-ink-muted',
      )}
    >
      {user.status === 'expired' ? t('periodEnd.ended', { date }) : date}
    </time>
  );
}

const isPlan = (value: string): value is Plan => (PlanSchema.options as readonly string[]).includes(value);

/** Choosing a plan grants it at once, active for 7 days; the tiers it grants are named under it. */
export function PlanSelect({ user, actions }: { user: AdminUser; actions: SubscriptionActions }) {
  const { t } = useTranslation(['users', 'picks']);
  const grants = (plan: Plan) => {
    const tiers = tiersOfPlan(plan).map((tier) => t(`picks:tiers.${tier}`));
    return tiers.length > 0 ? tiers.join(', ') : t('plan.noTiers');
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (isPlan(value)) void actions.choosePlan(user, value);
  };
  return (
    <div className="grid w-full min-w-0 gap-1 md:w-36">
      <div className="relative">
        <select
          aria-label={t('actions.planLabel', { email: user.email })}
          data-testid={`plan-select-${user.id}`}
          value={user.plan ?? ''}
          disabled={actions.busyUserId === user.id}
          onChange={onChange}
          className={cn(
            inputStyles,
            'h-9 appearance-none border-line-strong pr-8 text-sm focus:border-edge/70',
          )}
        >
          {user.plan === null ? (
            <option value="" disabled>
              {t('actions.choosePlan')}
            </option>
          ) : null}
          {PlanSchema.options.map((plan) => (
            <option key={plan} value={plan} title={grants(plan)}>
              {t(`plans.${plan}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
      {user.plan ? (
        <p data-testid="plan-grants" className="text-ink-subtle text-xs">
          {t('plan.grants', { tiers: grants(user.plan) })}
        </p>
      ) : null}
    </div>
  );
}

/** Active ↔ inactive; activating an inactive or expired plan starts a new 7-day period. */
export function ToggleButton({ user, actions }: { user: AdminUser; actions: SubscriptionActions }) {
  const { t } = useTranslation('users');
  const isActive = user.status === 'active';
  const Icon = isActive ? PowerOff : Power;
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid={`toggle-subscription-${user.id}`}
      disabled={user.plan === null || actions.busyUserId === user.id}
      title={user.plan === null ? t('actions.needsPlan') : undefined}
      aria-label={t(isActive ? 'actions.deactivateLabel' : 'actions.activateLabel', { email: user.email })}
      onClick={() => void actions.toggle(user)}
      className={cn('w-28', isActive ? 'text-danger hover:text-danger' : 'text-edge hover:text-edge')}
    >
      <Icon aria-hidden="true" />
      {isActive ? t('actions.deactivate') : t('actions.activate')}
    </Button>
  );
}
