import type { AdminUser, Plan } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { formatShortDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useUpdateSubscription } from '../api/update-subscription';

/** Choose a plan (it becomes active) or toggle it, each with its toast. */
export function useSubscriptionActions() {
  const { t } = useTranslation('users');
  const mutation = useUpdateSubscription();

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
      toast({ variant: 'destructive', title: t('toasts.errorTitle'), description: getErrorMessage(error) });
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
