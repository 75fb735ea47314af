import type { AlertChannels, AlertPreferencesBody } from '@arcade/contracts';
import { BellOff, BellRing, LoaderCircle, ShieldAlert, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import type { PushClient } from '../hooks/push-client';
import { type PushDeviceState, usePushDevice } from '../hooks/use-push-device';
import { type ChannelStatus, ChannelRow } from './channel-row';

function statusOf(enabled: boolean, device: PushDeviceState | undefined, devices: number, isOn: boolean) {
  if (!enabled) return 'unavailable';
  if (devices > 0 || device === 'on') return isOn ? 'on' : 'paused';
  return device === 'unsupported' || device === 'private' || device === 'denied'
    ? 'unavailable'
    : 'notConnected';
}

/** Why this browser did not take notifications: for good (until its settings change), or this time. */
type RefusalKind = 'denied' | 'unsupported' | 'private' | 'dismissed' | 'serviceRefused';

/** Why this browser cannot take notifications, and what to do about it. */
function Refusal({ kind }: { kind: RefusalKind }) {
  const { t } = useTranslation('notifications');
  return (
    <div
      role="note"
      data-testid={`push-${kind}`}
      className="flex items-start gap-2.5 rounded-xl border border-premium/30 bg-premium/5 p-3 text-sm"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-premium" />
      <div className="min-w-0">
        <p className="font-medium text-ink">{t(`push.${kind}Title`)}</p>
        <p className="mt-0.5 text-ink-muted">{t(`push.${kind}`)}</p>
      </div>
    </div>
  );
}

/**
 * Web Push on this device: "Activar notificaciones" asks the browser; what it answers (refused,
 * unsupported, a private window, a prompt closed unanswered, its push service refusing) is explained;
 * a subscribed device can be turned off. The switch pauses every device.
 */
export function PushChannel({
  push,
  isOn,
  onChange,
  client,
}: {
  push: AlertChannels['push'];
  isOn: boolean;
  onChange: (body: AlertPreferencesBody) => void;
  client: PushClient;
}) {
  const { t } = useTranslation('notifications');
  const device = usePushDevice(client, push.enabled);
  // A refusal that leaves the button (a prompt closed unanswered, the push service's): said until the
  // next try.
  const [lastRefusal, setLastRefusal] = useState<'dismissed' | 'serviceRefused' | null>(null);
  const state = push.enabled ? device.state : undefined;
  const status: ChannelStatus = statusOf(push.enabled, state, push.subscriptions, isOn);
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: getErrorMessage(error) });
  const onEnable = () => {
    setLastRefusal(null);
    device.subscribe.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome === 'dismissed' || outcome === 'serviceRefused') setLastRefusal(outcome);
        // Subscribing is asking for alerts: a paused channel starts again.
        if (outcome === 'subscribed' && !isOn) onChange({ push: true });
      },
      onError: fail(t('push.error')),
    });
  };
  const onDisable = () => device.unsubscribe.mutate(undefined, { onError: fail(t('push.disableError')) });
  const hasSwitch = push.enabled && (push.subscriptions > 0 || state === 'on');
  const otherDevices =
    state !== 'on' && push.subscriptions > 0 ? (
      <p className="text-ink-muted text-sm">{t('push.otherDevices', { count: push.subscriptions })}</p>
    ) : null;

  return (
    <ChannelRow
      icon={Smartphone}
      title={t('push.title')}
      status={status}
      testId="push-channel"
      toggle={
        hasSwitch ? (
          <Switch
            aria-label={t('push.switch')}
            checked={isOn}
            onCheckedChange={(next) => onChange({ push: next })}
          />
        ) : undefined
      }
    >
      {!push.enabled ? (
        <p className="text-ink-subtle text-sm">{t('push.notConfigured')}</p>
      ) : state === undefined ? (
        <p className="text-ink-subtle text-sm">{t('push.checking')}</p>
      ) : state === 'on' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-ink-muted text-sm">
            <BellRing aria-hidden="true" className="size-4 shrink-0 text-edge" />
            {t('push.on')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start sm:self-auto"
            onClick={onDisable}
            disabled={device.unsubscribe.isPending}
          >
            <BellOff aria-hidden="true" />
            {t('push.disable')}
          </Button>
        </div>
      ) : state === 'off' ? (
        <>
          {otherDevices}
          {lastRefusal ? <Refusal kind={lastRefusal} /> : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-muted text-sm">{t('push.offHint')}</p>
            <Button
              size="sm"
              className="self-start sm:self-auto"
              onClick={onEnable}
              disabled={device.subscribe.isPending}
            >
              {device.subscribe.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <BellRing aria-hidden="true" />
              )}
              {device.subscribe.isPending ? t('push.enabling') : t('push.enable')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {otherDevices}
          <Refusal kind={state} />
        </>
      )}
    </ChannelRow>
  );
}
