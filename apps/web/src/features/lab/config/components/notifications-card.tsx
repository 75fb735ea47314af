import type { AdminConfig } from '@arcade/contracts';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useMe } from '@/lib/session/get-me';
import { toast } from '@/lib/use-toast';
import { useSaveConfig, useTestEmail } from '../api/config-api';

/** The email switch (saved at once) and the test email, sent to an address asked for by a prompt. */
export function NotificationsCard({ config }: { config: AdminConfig }) {
  const { t } = useTranslation('labConfig');
  const switchId = useId();
  const me = useMe();
  const save = useSaveConfig();
  const testEmail = useTestEmail();

  const onToggle = (checked: boolean) =>
    save.mutate(
      { method: 'PATCH', body: { emailNotificationsEnabled: checked } },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: t('save.error'), description: getErrorMessage(error) }),
      },
    );

  const onTestEmail = () => {
    // The address comes from a prompt prefilled with the admin's own.
    const email = window.prompt(t('email.prompt'), me.data?.email ?? '');
    if (email === null || email.trim() === '') return;
    testEmail.mutate(email.trim(), {
      onSuccess: ({ message }) => toast({ title: t('email.sentTitle'), description: message }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('email.errorTitle'),
          description: error instanceof ApiError ? getErrorMessage(error) : t('email.errorFallback'),
        }),
    });
  };

  return (
    <SectionCard title={t('email.title')} subtitle={t('email.subtitle')} titleId="config-email-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            data-testid="config-email-switch"
            checked={
              save.isPending && save.variables?.body.emailNotificationsEnabled !== undefined
                ? save.variables.body.emailNotificationsEnabled
                : config.emailNotificationsEnabled
            }
            onCheckedChange={onToggle}
            disabled={save.isPending}
          />
          <label htmlFor={switchId} className="text-ink text-sm">
            {t('email.switch')}
          </label>
        </div>
        <Button
          variant="secondary"
          data-testid="config-test-email"
          onClick={onTestEmail}
          disabled={testEmail.isPending}
        >
          <MailCheck aria-hidden="true" />
          {testEmail.isPending ? t('email.sending') : t('email.test')}
        </Button>
      </div>
    </SectionCard>
  );
}
