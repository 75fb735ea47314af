import type { AlertPreferencesBody } from '@arcade/contracts';
import { Bell, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useChannels } from '../api/get-channels';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { defaultPushClient } from '../hooks/default-push-client';
import type { PushClient } from '../hooks/push-client';
import { AlertBankroll } from './alert-bankroll';
import { ChannelRow } from './channel-row';
import { PushChannel } from './push-channel';
import { SportsPicker } from './sports-picker';
import { TelegramChannel } from './telegram-channel';

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-14 animate-pulse rounded-xl bg-surface-raised/70" />
      ))}
    </div>
  );
}

/**
 * "Notificaciones": where the subscriber hears of each publication (Telegram, push on this device,
 * email), each with its own switch, which sports, and the bankroll alerts size stakes on. Every
 * change is saved at once and shown before the server answers; a refusal puts it back and says why.
 */
export function NotificationsPanel({
  browserBankroll = null,
  pushClient = defaultPushClient,
}: {
  /** The bankroll this browser's dashboard sizes stakes on, offered when none is saved for alerts. */
  browserBankroll?: number | null;
  pushClient?: PushClient;
}) {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences();
  const channels = useChannels();
  const update = useUpdatePreferences();
  const save = (body: AlertPreferencesBody, onSuccess?: () => void) =>
    update.mutate(body, {
      onSuccess,
      onError: (error) =>
        toast({ variant: 'destructive', title: t('saveError'), description: getErrorMessage(error) }),
    });
  const prefs = preferences.data;
  const isSavingBankroll = update.isPending && update.variables?.bankroll !== undefined;

  return (
    <section
      aria-labelledby="notifications-title"
      data-testid="notifications-panel"
      className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
          <Bell aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="notifications-title" className="font-semibold text-ink text-lg">
            {t('title')}
          </h2>
          <p className="mt-0.5 text-ink-muted text-sm">{t('subtitle')}</p>
        </div>
      </div>
      {preferences.isPending || channels.isPending ? (
        <PanelSkeleton label={t('loading')} />
      ) : !prefs || !channels.data ? (
        <InlineError
          testId="notifications-error"
          message={t('loadError')}
          onRetry={() => {
            if (preferences.isError) void preferences.refetch();
            if (channels.isError) void channels.refetch();
          }}
        />
      ) : (
        <>
          <ul className="divide-y divide-line/70 rounded-xl border border-line/70 bg-canvas/30 px-3 py-4 sm:px-4">
            <TelegramChannel telegram={channels.data.telegram} isOn={prefs.telegram} onChange={save} />
            <PushChannel push={channels.data.push} isOn={prefs.push} onChange={save} client={pushClient} />
            <ChannelRow
              icon={Mail}
              title={t('email.title')}
              status={prefs.email ? 'on' : 'off'}
              testId="email-channel"
              toggle={
                <Switch
                  aria-label={t('email.switch')}
                  checked={prefs.email}
                  onCheckedChange={(email) => save({ email })}
                />
              }
            >
              <p className="text-ink-muted text-sm">{t('email.description')}</p>
            </ChannelRow>
          </ul>
          <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
            <SportsPicker sports={prefs.sports} onChange={save} />
            <AlertBankroll
              saved={prefs.bankroll}
              browserBankroll={browserBankroll}
              isSaving={isSavingBankroll}
              onSave={(body) =>
                save(body, () =>
                  toast({ title: body.bankroll === null ? t('bankroll.cleared') : t('bankroll.saved') }),
                )
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
