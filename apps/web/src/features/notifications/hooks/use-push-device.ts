import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNELS_PATH } from '../api/get-channels';
import type { PushClient } from './push-client';

/** This browser, as push goes: it cannot, it refuses, it could but is not subscribed, it is. */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

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
    onSuccess: (outcome) => settle(outcome === 'subscribed' ? 'on' : outcome),
  });
  const unsubscribe = useMutation({
    mutationFn: () => client.unsubscribeFromPush(),
    onSuccess: () => settle('off'),
  });
  return { state: device.data, subscribe, unsubscribe };
}
