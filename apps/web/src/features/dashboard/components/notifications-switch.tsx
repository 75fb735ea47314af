import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useUpdateNotifications } from '../api/update-notifications';

/** The user's switch for the email sent when picks are published (the unsubscribe link turns it off). */
export function NotificationsSwitch({ isOn }: { isOn: boolean }) {
  const { t } = useTranslation('dashboard');
  const update = useUpdateNotifications();
  // While the change is on its way the switch shows where it is going.
  const isChecked = update.isPending ? update.variables : isOn;
  const onCheckedChange = (next: boolean) =>
    update.mutate(next, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('notifications.error'),
          description: getErrorMessage(error),
        }),
    });
  return (
    <div
      data-testid="notifications-switch"
      className="flex items-center justify-between gap-4 border-line/70 border-t pt-4"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
        <div className="min-w-0">
          <label htmlFor="email-notifications" className="font-medium text-ink text-sm">
            {t('notifications.label')}
          </label>
          <p id="email-notifications-hint" className="mt-0.5 text-ink-subtle text-xs">
            {t('notifications.hint')}
          </p>
        </div>
      </div>
      <Switch
        id="email-notifications"
        aria-describedby="email-notifications-hint"
        checked={isChecked}
        disabled={update.isPending}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
