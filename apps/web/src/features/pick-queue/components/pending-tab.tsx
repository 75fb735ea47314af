import { type Sport, SportSchema } from '@arcade/contracts';
import { Inbox, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TabHeading } from '@/components/ui/tab-heading';
import { EmptyState } from '@/components/ui/table-frame';
import { LoadMore } from '@/components/ui/load-more';
import { useAdminPickCounts, useAdminPicks } from '@/features/picks';
import { useIsWideLayout } from '@/hooks/use-media-query';
import { toast } from '@/lib/use-toast';
import { PENDING_FILTERS } from '../api/queue-filters';
import { usePickActions } from '../hooks/use-pick-actions';
import { usePickSelection } from '../hooks/use-pick-selection';
import { PendingPicksTable } from './pending-picks-table';
import { PendingPickCards } from './pick-cards';
import { PickDialogs, type PickDialogState } from './pick-dialogs';
import { PickListStatus } from './pick-list-status';

type SportFilter = Sport | 'all';
const SPORT_FILTERS = ['all', ...SportSchema.options] as const;
const isSportFilter = (value: string): value is SportFilter =>
  (SPORT_FILTERS as readonly string[]).includes(value);

/** Pendientes: review, then publish or delete in bulk or one by one. */
export function PendingTab() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [sport, setSport] = useState<SportFilter>('all');
  // The server filters and pages; the sport filter is one of its filters, so every page keeps it.
  const query = useAdminPicks(sport === 'all' ? PENDING_FILTERS : { ...PENDING_FILTERS, sport });
  const counts = useAdminPickCounts();
  const [dialog, setDialog] = useState<PickDialogState>(null);
  // The ids the confirmation is about, fixed when it opens.
  const [toDelete, setToDelete] = useState<string[] | null>(null);
  const actions = usePickActions();
  const List = useIsWideLayout() ? PendingPicksTable : PendingPickCards;

  // Selection and bulk actions act on the picks loaded so far; "Cargar más" brings the next page.
  const visible = query.picks;
  const selection = usePickSelection(visible.map((pick) => pick.id));
  const selectedCount = selection.selected.length;

  const requireSelection = (text: string) => {
    if (selectedCount > 0) return true;
    toast({ variant: 'destructive', title: t('pending.noneSelectedTitle'), description: text });
    return false;
  };
  const onPublish = async () => {
    if (!requireSelection(t('pending.noneSelectedPublish'))) return;
    if (await actions.publish(selection.selected)) selection.clear();
  };
  const onDelete = () => {
    if (requireSelection(t('pending.noneSelectedDelete'))) setToDelete(selection.selected);
  };
  const onConfirmDelete = async (ids: string[]) => {
    if (await actions.removeSelected(ids)) selection.clear();
    setToDelete(null);
  };

  return (
    <section data-testid="pending-tab" className="flex flex-col gap-4">
      <TabHeading title={t('pending.title')} subtitle={t('pending.subtitle')}>
        <SelectField
          label={t('pending.sportFilter')}
          value={sport}
          onChange={(event) => {
            if (isSportFilter(event.target.value)) setSport(event.target.value);
          }}
          options={SPORT_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('pending.allSports') : tc(`sports.${value}`),
          }))}
          className="sm:w-56 [&_select]:h-10"
          data-testid="pending-sport-filter"
        />
      </TabHeading>
      <PickListStatus query={query} />
      {query.isSuccess ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface/60 px-4 py-2.5">
            <p className="text-ink-muted text-sm" aria-live="polite" data-testid="selected-count">
              {t('pending.selected', { count: selectedCount })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={onDelete}
                data-testid="bulk-delete"
                className="border border-danger/30 text-danger hover:bg-danger/10 hover:text-danger"
              >
                <Trash2 aria-hidden="true" />
                {t('pending.deleteSelected')}
              </Button>
              <Button
                size="sm"
                onClick={() => void onPublish()}
                disabled={actions.isPublishing}
                data-testid="bulk-publish"
              >
                <Send aria-hidden="true" />
                {t('pending.publishSelected')}
              </Button>
            </div>
          </div>
          {visible.length === 0 ? (
            <EmptyState
              testId="pending-empty"
              icon={<Inbox aria-hidden="true" className="size-5" />}
              title={sport === 'all' ? t('pending.empty') : t('pending.emptyFiltered')}
              hint={sport === 'all' ? t('pending.emptyHint') : undefined}
            />
          ) : (
            <>
              <List
                picks={visible}
                selection={selection}
                actions={actions}
                onOpenDialog={(kind, pick) => setDialog({ kind, pick })}
              />
              <LoadMore
                testId="pending-more"
                shown={visible.length}
                total={sport === 'all' ? counts.data?.pending : undefined}
                hasMore={query.hasNextPage}
                isLoading={query.isFetchingNextPage}
                onLoadMore={() => void query.fetchNextPage()}
              />
            </>
          )}
        </>
      ) : null}
      <PickDialogs dialog={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('pending.confirmDeleteTitle', { count: toDelete?.length ?? 0 })}
        description={t('pending.confirmDeleteText')}
        confirmLabel={t('pending.deleteSelected')}
        onConfirm={() => void onConfirmDelete(toDelete ?? [])}
        isPending={actions.isDeleting}
      />
    </section>
  );
}
