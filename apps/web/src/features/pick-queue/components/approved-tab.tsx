import type { AdminPick } from '@arcade/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/ui/load-more';
import { TabHeading } from '@/components/ui/tab-heading';
import { EmptyState } from '@/components/ui/table-frame';
import { useAdminPickCounts, useAdminPicks, useResultConfirmation } from '@/features/picks';
import { useIsWideLayout } from '@/hooks/use-media-query';
import { APPROVED_FILTERS } from '../api/queue-filters';
import { usePickActions } from '../hooks/use-pick-actions';
import { ApprovedPicksTable } from './approved-picks-table';
import { WithdrawPickDialog } from './dialogs/withdraw-pick-dialog';
import { ApprovedPickCards } from './pick-cards';
import { PickDialogs, type PickDialogState } from './pick-dialogs';
import { PickListStatus } from './pick-list-status';

/**
 * Aprobados/Publicados: approved or published picks without a result yet. A result is
 * confirmed before it is written; a published row is withdrawn (with a reason the public ledger
 * keeps) only before its start; graded picks are not listed here (their result is corrected in
 * Historial, never deleted).
 */
export function ApprovedTab() {
  const { t } = useTranslation('admin');
  const query = useAdminPicks(APPROVED_FILTERS);
  const counts = useAdminPickCounts();
  const pickActions = usePickActions();
  const confirmation = useResultConfirmation(pickActions.markResult);
  const actions = { ...pickActions, markResult: confirmation.ask };
  const List = useIsWideLayout() ? ApprovedPicksTable : ApprovedPickCards;
  const [dialog, setDialog] = useState<PickDialogState>(null);
  const [toWithdraw, setToWithdraw] = useState<AdminPick | null>(null);
  const picks = query.picks;

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
              onDelete={setToWithdraw}
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
      <WithdrawPickDialog
        pick={toWithdraw}
        onOpenChange={(open) => {
          if (!open) setToWithdraw(null);
        }}
      />
      {confirmation.dialog}
    </section>
  );
}
