import type { AdminPick } from '@arcade/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabHeading } from '@/components/ui/tab-heading';
import { EmptyState } from '@/components/ui/table-frame';
import { useIsWideLayout } from '@/hooks/use-media-query';
import { useMatchLabel } from '@/lib/use-match-label';
import { APPROVED_FILTERS, useAdminPickCounts, useAdminPicks } from '../api/get-admin-picks';
import { usePickActions } from '../hooks/use-pick-actions';
import { ApprovedPicksTable } from './approved-picks-table';
import { LoadMore } from './load-more';
import { ApprovedPickCards } from './pick-cards';
import { pickLine } from './pick-cells';
import { PickDialogs, type PickDialogState } from './pick-dialogs';
import { PickListStatus } from './pick-list-status';

/**
 * Aprobados/Publicados: approved or published picks without a result yet (product §4). Only a
 * published row offers Eliminar, behind an explicit confirmation; graded picks are not listed here
 * (their result is corrected, never deleted).
 */
export function ApprovedTab() {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  const query = useAdminPicks(APPROVED_FILTERS);
  const counts = useAdminPickCounts();
  const actions = usePickActions();
  const List = useIsWideLayout() ? ApprovedPicksTable : ApprovedPickCards;
  const [dialog, setDialog] = useState<PickDialogState>(null);
  const [toDelete, setToDelete] = useState<AdminPick | null>(null);
  const picks = query.picks;

  const onConfirmDelete = async (pick: AdminPick) => {
    await actions.removeOne(pick);
    setToDelete(null);
  };

  return (
    <section data-testid="approved-tab" className="flex flex-col gap-4">
      <TabHeading title={t('approved.title')} subtitle={t('approved.subtitle')} />
      <PickListStatus query={query} />
      {query.isSuccess ? (
        picks.length === 0 ? (
          <EmptyState
            testId="approved-empty"
            icon={<BadgeCheck aria-hidden="true" className="size-5" />}
            title={t('approved.empty')}
            hint={t('approved.emptyHint')}
          />
        ) : (
          <>
            <List
              picks={picks}
              actions={actions}
              onOpenDialog={(kind, pick) => setDialog({ kind, pick })}
              onDelete={setToDelete}
            />
            <LoadMore
              testId="approved-more"
              shown={picks.length}
              total={counts.data?.approved}
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )
      ) : null}
      <PickDialogs dialog={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('approved.confirmDeleteTitle')}
        description={
          toDelete
            ? t('approved.confirmDeleteText', { match: matchLabel(toDelete), pick: pickLine(toDelete) })
            : ''
        }
        acknowledgement={t('approved.confirmDeleteAck')}
        confirmLabel={t('approved.confirmDelete')}
        onConfirm={() => {
          if (toDelete) void onConfirmDelete(toDelete);
        }}
        isPending={actions.isDeleting}
      />
    </section>
  );
}
