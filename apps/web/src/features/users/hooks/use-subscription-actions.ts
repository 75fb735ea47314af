import type { AdminUser, Plan } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { formatBreakEnd, formatShortDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useUpdateSubscription } from '../api/update-subscription';

/** Choose a plan (it becomes active) or toggle it, each with its toast. */
export function useSubscriptionActions() {
  const { t } = useTranslation('users');
  const mutation = useUpdateSubscription();

  /**
   * Why a change was refused. A plan refused for a break (`on_break`) names whose break and until when:
   * the shared text of that reason speaks to the person on the break, not to the admin.
   */
  function refusal(error: unknown, user: AdminUser): string {
    if (error instanceof ApiError && error.reason === 'on_break') {
      const sent = error.details?.endsAt;
      const endsAt = typeof sent === 'string' ? sent : (user.onBreak?.endsAt ?? null);
      if (endsAt !== null && error.details?.permanent !== true)
        return t('toasts.onBreak', { email: user.email, date: formatBreakEnd(endsAt) });
      if (error.details?.permanent === true || user.onBreak?.permanent)
        return t('toasts.selfExcluded', { email: user.email });
    }
    return getErrorMessage(error);
  }

  async function change(user: AdminUser, plan: Plan, status: 'active' | 'inactive') {
    try {
      const updated = await mutation.mutateAsync({ userId: user.id, plan, status });
      const planName = updated.plan ? t(`plans.${updated.plan}`) : t('plan.none');
      toast({
        title: t('toasts.updatedTitle'),
        description:
          updated.status === 'active' && updated.currentPeriodEnd
            ? t('toasts.activeText', {
                email: updated.email,
                plan: planName,
                date: formatShortDate(updated.currentPeriodEnd),
              })
            : t('toasts.inactiveText', { email: updated.email, plan: planName }),
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.errorTitle'), description: refusal(error, user) });
    }
  }

  return {
    choosePlan: (user: AdminUser, plan: Plan) => change(user, plan, 'active'),
    /** Active → inactive; inactive or expired → active again for a new period. Needs a plan. */
    toggle: (user: AdminUser) => {
      if (user.plan) return change(user, user.plan, user.status === 'active' ? 'inactive' : 'active');
    },
    /** The user whose change is on its way: their controls wait for it. */
    busyUserId: mutation.isPending ? mutation.variables?.userId : undefined,
  };
}

export type SubscriptionActions = ReturnType<typeof useSubscriptionActions>;
