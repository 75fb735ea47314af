import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { formatInteger, formatShortDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useSyncMarket } from '../api/sync-market';
import { summarizeSync } from '../lib/sync-summary';

/** Sincronizar: runs the market sync and toasts what it brought per sport, and any provider error. */
export function useSyncAction() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const sync = useSyncMarket();
  type CountKey = `sync.sport${'Events' | 'Added' | 'Updated' | 'Priced' | 'Prices' | 'Stored'}`;
  // A count with its noun, singular or plural by the language's rule, the number grouped as numbers are.
  const counted = (key: CountKey, value: number) => t(key, { count: value, formatted: formatInteger(value) });
  const providerName = (provider: string) =>
    provider === 'demo' || provider === 'odds-api' ? t(`sync.providers.${provider}`) : provider;

  const onSync = async () => {
    let results;
    try {
      results = await sync.mutateAsync();
    } catch (error) {
      toast({ variant: 'destructive', title: t('sync.errorTitle'), description: getErrorMessage(error) });
      return;
    }
    const summary = summarizeSync(results);
    const lines = [
      ...summary.sports.map((totals) =>
        t('sync.sportLine', {
          sport: tc(`sports.${totals.sport}`),
          events: counted('sync.sportEvents', totals.events),
          added: counted('sync.sportAdded', totals.eventsAdded),
          updated: counted('sync.sportUpdated', totals.eventsUpdated),
          priced: counted('sync.sportPriced', totals.eventsPriced),
          prices: counted('sync.sportPrices', totals.prices),
          stored: counted('sync.sportStored', totals.pricesStored),
        }),
      ),
      ...(summary.graded > 0 ? [t('sync.gradedLine', { count: summary.graded })] : []),
      ...summary.errors.map((item) =>
        item.retryAt
          ? t('sync.providerWait', {
              provider: providerName(item.provider),
              sport: tc(`sports.${item.sport}`),
              time: formatShortDate(item.retryAt),
            })
          : t('sync.providerError', {
              provider: providerName(item.provider),
              sport: tc(`sports.${item.sport}`),
              error: item.error,
            }),
      ),
    ];
    toast({
      variant: summary.hasFailed ? 'destructive' : 'default',
      title: summary.hasFailed ? t('sync.errorTitle') : t('sync.successTitle'),
      description:
        lines.length === 0 ? (
          t('sync.empty')
        ) : (
          <ul data-testid="sync-summary" className="grid gap-0.5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
      duration: 8000,
    });
  };

  return { onSync: () => void onSync(), isSyncing: sync.isPending };
}
