import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidatePickLists } from '@/features/picks';
import { toast } from '@/lib/use-toast';
import type { GenerationParams } from '../api/stream-generation';
import { generationErrorText } from '../lib/generation-error';
import { generationSummaryText } from '../lib/generation-summary';
import { type GenerationStore, generationStore } from './generation-store';

/** The generation overlay's state and actions, with the toasts and cache refresh. */
export function useGeneration(store: GenerationStore = generationStore) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const start = (params: GenerationParams) =>
    store.start(params, {
      // The server's message is English; the summary is built from its counts and reason codes.
      onComplete: ({ picks, summary }) => {
        void invalidatePickLists(queryClient);
        if (picks.length > 0) {
          toast({
            title: t('generation.toasts.successTitle'),
            description: t('generation.toasts.successText', { count: picks.length }),
          });
        } else {
          toast({
            title: t('generation.toasts.emptyTitle'),
            description: summary
              ? `${t('generation.toasts.emptyText')} ${generationSummaryText(summary, t)}`
              : t('generation.toasts.emptyText'),
          });
        }
      },
      onError: (failure) => {
        toast({
          variant: 'destructive',
          title: t('generation.toasts.errorTitle'),
          description: generationErrorText(failure, t),
        });
      },
    });

  /** Closing the overlay aborts the stream, which cancels the generation on the server. */
  const cancel = () => {
    const wasRunning = store.getSnapshot().status === 'running';
    store.close();
    if (wasRunning) toast({ title: t('generation.toasts.cancelled') });
  };

  return {
    ...snapshot,
    // Once finished, the overlay says what happened in the admin's language.
    message: snapshot.summary ? generationSummaryText(snapshot.summary, t) : snapshot.message,
    start,
    cancel,
    minimize: store.minimize,
    restore: store.restore,
  };
}

export type Generation = ReturnType<typeof useGeneration>;
