import type { AlertChannels, AlertPreferencesBody } from '@arcade/contracts';
import { LoaderCircle, Send, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/error-message';
import { formatMediumDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useUnlinkTelegram } from '../api/telegram-link';
import { useTelegramLinking } from '../hooks/use-telegram-linking';
import { type ChannelStatus, ChannelRow } from './channel-row';
import { TelegramLinkBox } from './telegram-link-box';

/**
 * Telegram: not offered by this server; not linked ("Conectar Telegram" → a one-time link, waited on
 * until the bot links the chat or the link expires); linked (which chat, since when, unlink), with
 * the switch that pauses it.
 */
export function TelegramChannel({
  telegram,
  isOn,
  onChange,
}: {
  telegram: AlertChannels['telegram'];
  isOn: boolean;
  onChange: (body: AlertPreferencesBody) => void;
}) {
  const { t } = useTranslation('notifications');
  const linked = telegram.linked;
  const linking = useTelegramLinking(linked !== null);
  const unlink = useUnlinkTelegram();
  const [isConfirming, setConfirming] = useState(false);
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: getErrorMessage(error) });
  const start = () => linking.start(fail(t('telegram.linkError')));
  const onUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        linking.cancel();
        toast({ title: t('telegram.unlinked') });
      },
      onError: fail(t('telegram.unlinkError')),
      onSettled: () => setConfirming(false),
    });

  const status: ChannelStatus = !telegram.enabled
    ? 'unavailable'
    : !linked
      ? 'notConnected'
      : isOn
        ? 'on'
        : 'paused';
  const toggle = linked ? (
    <Switch
      aria-label={t('telegram.switch')}
      checked={isOn}
      onCheckedChange={(telegram) => onChange({ telegram })}
    />
  ) : undefined;

  return (
    <ChannelRow
      icon={Send}
      title={t('telegram.title')}
      status={status}
      toggle={toggle}
      testId="telegram-channel"
    >
      {!telegram.enabled ? (
        <p className="text-ink-subtle text-sm">{t('telegram.notConfigured')}</p>
      ) : linked ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="telegram-linked" className="min-w-0 break-words text-ink-muted text-sm">
            {linked.username
              ? t('telegram.linked', {
                  username: `@${linked.username}`,
                  date: formatMediumDate(linked.linkedAt),
                })
              : t('telegram.linkedNoUsername', { date: formatMediumDate(linked.linkedAt) })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start sm:self-auto"
            onClick={() => setConfirming(true)}
          >
            <Unlink aria-hidden="true" />
            {t('telegram.unlink')}
          </Button>
        </div>
      ) : linking.link ? (
        <TelegramLinkBox
          link={linking.link}
          msLeft={linking.msLeft}
          isExpired={linking.isExpired}
          isCreating={linking.isCreating}
          onNewLink={start}
          onCancel={linking.cancel}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-muted text-sm">{t('telegram.notLinked')}</p>
          <Button size="sm" className="self-start sm:self-auto" onClick={start} disabled={linking.isCreating}>
            {linking.isCreating ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {linking.isCreating ? t('telegram.creating') : t('telegram.connect')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!open && !unlink.isPending) setConfirming(false);
        }}
        title={t('telegram.confirm.title')}
        description={t('telegram.confirm.description')}
        confirmLabel={t('telegram.confirm.confirm')}
        onConfirm={onUnlink}
        isPending={unlink.isPending}
      />
    </ChannelRow>
  );
}
