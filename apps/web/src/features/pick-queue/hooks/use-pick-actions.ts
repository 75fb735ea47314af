import type { AdminPick, PickResult } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { useMatchLabel } from '@/lib/use-match-label';
import { toast } from '@/lib/use-toast';
import { useMarkPickResult } from '@/features/picks';
import { useDeletePick } from '../api/delete-pick';
import { useDeleteSelectedPicks } from '../api/delete-selected-picks';
import { usePublishPicks, useUpdatePickStatus } from '../api/update-pick-status';

/** The row and bulk actions of the pick tabs, each with its success or error toast. */
export function usePickActions() {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  const status = useUpdatePickStatus();
  const publishMany = usePublishPicks();
  const removeSingle = useDeletePick();
  const removeMany = useDeleteSelectedPicks();
  const result = useMarkPickResult();

  const fail = (title: string, error: unknown) =>
    toast({ variant: 'destructive', title, description: getErrorMessage(error) });

  async function publish(ids: readonly string[]): Promise<boolean> {
    try {
      const { published, failed, firstError } = await publishMany.mutateAsync(ids);
      if (failed.length > 0) {
        toast({
          variant: 'destructive',
          title: t('toasts.publishError'),
          description: t('toasts.publishPartial', {
            published,
            count: ids.length,
            reason: getErrorMessage(firstError),
          }),
        });
        return false;
      }
      toast({
        title: t('toasts.publishedTitle'),
        description: t('toasts.publishedText', { count: published }),
      });
      return true;
    } catch (error) {
      fail(t('toasts.publishError'), error);
      return false;
    }
  }

  async function approve(pick: AdminPick) {
    try {
      await status.mutateAsync({ id: pick.id, status: 'approved' });
      toast({ title: t('toasts.approvedTitle'), description: matchLabel(pick) });
    } catch (error) {
      fail(t('toasts.updateError'), error);
    }
  }

  async function removeSelected(ids: readonly string[]): Promise<boolean> {
    try {
      const { count, kept } = await removeMany.mutateAsync(ids);
      const keptText = t('toasts.kept', {
        published: kept.filter((pick) => pick.reason === 'published').length,
        graded: kept.filter((pick) => pick.reason === 'graded').length,
      });
      toast({
        title: t('toasts.deletedTitle'),
        description: t('toasts.deletedKept', { count, kept: keptText }),
      });
      return true;
    } catch (error) {
      fail(t('toasts.deleteError'), error);
      return false;
    }
  }

  async function removeOne(pick: AdminPick): Promise<boolean> {
    try {
      await removeSingle.mutateAsync(pick);
      toast({ title: t('toasts.deletedTitle'), description: t('toasts.deletedText', { count: 1 }) });
      return true;
    } catch (error) {
      fail(t('toasts.deleteError'), error);
      return false;
    }
  }

  async function markResult(pick: AdminPick, outcome: PickResult, source?: string) {
    try {
      await result.mutateAsync({ pickId: pick.id, result: outcome, ...(source ? { source } : {}) });
      toast({
        title: t('toasts.resultTitle'),
        description: t('toasts.resultText', { match: matchLabel(pick), result: t(`results.${outcome}`) }),
      });
    } catch (error) {
      fail(t('toasts.updateError'), error);
    }
  }

  return {
    publish,
    approve,
    removeSelected,
    removeOne,
    markResult,
    isPublishing: publishMany.isPending,
    isDeleting: removeSingle.isPending || removeMany.isPending,
    /** The pick a row action is working on, so only that row shows it busy. */
    busyId: status.isPending
      ? status.variables?.id
      : result.isPending
        ? result.variables?.pickId
        : removeSingle.isPending
          ? removeSingle.variables?.id
          : undefined,
  };
}

export type PickActions = ReturnType<typeof usePickActions>;
