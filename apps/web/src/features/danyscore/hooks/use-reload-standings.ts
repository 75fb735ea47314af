import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { formatShortDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useStandings } from '../api/get-standings';
import { seasonLabel } from '../lib/standings';

/**
 * "Actualizar": reads the stored season again and says what it found — how many teams and players,
 * from which source and when they were stored — or that nothing is stored, or why the read failed.
 */
export function useReloadStandings(season: number) {
  const { t } = useTranslation('danyscore');
  const query = useStandings(season);

  async function reload() {
    const { data, error } = await query.refetch();
    if (error || !data) {
      toast({
        variant: 'destructive',
        title: t('toasts.refreshErrorTitle'),
        description: t('states.error', { message: getErrorMessage(error) }),
      });
      return;
    }
    if (data.standings.length === 0) {
      const hint = data.source === 'demo' ? 'states.emptyHintDemo' : 'states.emptyHint';
      toast({ title: t('toasts.reloadedEmptyTitle'), description: t(hint, { season: seasonLabel(season) }) });
      return;
    }
    toast({
      title: t('toasts.reloadedTitle'),
      description: t('toasts.reloaded', {
        teams: data.standings.length,
        players: data.playerCount,
        source: t(`source.${data.source}`),
        updated: data.updatedAt
          ? t('source.updated', { date: formatShortDate(data.updatedAt) })
          : t('source.never'),
      }),
    });
  }

  return { ...query, reload };
}
