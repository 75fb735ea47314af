import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNELS_PATH } from '../api/get-channels';
import type { PushClient, SubscribeOutcome } from './push-client';

/**
 * This browser, as push goes: it cannot (or cannot in a private window), it refuses, it could but is
 * not subscribed, it is.
 */
export type PushDeviceState = 'unsupported' | 'private' | 'denied' | 'off' | 'on';

/** The device after asking it: a dismissed prompt or a push service's refusal leave it as it was, off. */
function stateAfter(outcome: Exclude<SubscribeOutcome, { error: unknown }>): PushDeviceState {
  if (outcome === 'subscribed') return 'on';
  if (outcome === 'dismissed' || outcome === 'serviceRefused') return 'off';
  return outcome;
}

const DEVICE_KEY = ['push-device'] as const;

/** Whether this browser takes push notifications (once the server offers them), and turning them on and off here. */
export function usePushDevice(client: PushClient, isOffered: boolean) {
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: DEVICE_KEY,
    // A server without push keys: the browser is not asked anything.
    enabled: isOffered,
    queryFn: async (): Promise<PushDeviceState> => {
      const support = await client.pushSupport();
      if (support !== 'supported') return support;
      return (await client.currentPushSubscription()) ? 'on' : 'off';
    },
  });
  const settle = (state: PushDeviceState) => {
    queryClient.setQueryData(DEVICE_KEY, state);
    return queryClient.invalidateQueries({ queryKey: [CHANNELS_PATH] });
  };
  const subscribe = useMutation({
    mutationFn: async () => {
      const outcome = await client.subscribeToPush();
      if (typeof outcome === 'object') throw outcome.error;
      return outcome;
    },
    onSuccess: (outcome) => settle(stateAfter(outcome)),
  });
  const unsubscribe = useMutation({
    mutationFn: () => client.unsubscribeFromPush(),
    onSuccess: () => settle('off'),
  });
  return { state: device.data, subscribe, unsubscribe };
}
