import type { MasseyStatusEntry, Sport } from '@arcade/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { SportBadge } from '@/components/ui/sport-badge';
import { TableSkeleton } from '@/components/ui/table-frame';
import { useIsMediumLayout } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { formatMediumDate, formatTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useDeleteMassey, useMasseyStatus } from '../api/massey-api';

function StateBadge({ uploaded }: { uploaded: boolean }) {
  const { t } = useTranslation('massey');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 font-medium text-xs ring-1 ring-inset',
        uploaded ? 'bg-edge/10 text-edge ring-edge/30' : 'bg-surface-raised text-ink-subtle ring-line-strong',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', uploaded ? 'bg-edge' : 'bg-ink-subtle')}
      />
      {uploaded ? t('status.uploaded') : t('status.none')}
    </span>
  );
}

const when = (iso: string | null) => (iso ? `${formatMediumDate(iso)} · ${formatTime(iso)}` : '—');

type RowProps = { entry: MasseyStatusEntry; onDelete: (entry: MasseyStatusEntry) => void; busy: boolean };

function DeleteButton({ entry, onDelete, busy }: RowProps) {
  const { t } = useTranslation(['massey', 'common']);
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid={`massey-delete-${entry.sport}`}
      disabled={!entry.uploaded || busy}
      aria-label={t('status.deleteLabel', { sport: t(`common:sports.${entry.sport}`) })}
      onClick={() => onDelete(entry)}
      className="text-danger hover:text-danger"
    >
      <Trash2 aria-hidden="true" />
      {t('status.delete')}
    </Button>
  );
}

function StatusTable({ entries, ...props }: { entries: MasseyStatusEntry[] } & Omit<RowProps, 'entry'>) {
  const { t } = useTranslation('massey');
  const th =
    'border-line border-b px-3 py-2.5 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider first:pl-4 last:pr-4';
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line">
      <table data-testid="massey-status" className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('status.caption')}</caption>
        <thead className="bg-surface-raised/60">
          <tr>
            <th scope="col" className={th}>
              {t('status.sport')}
            </th>
            <th scope="col" className={th}>
              {t('status.state')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('status.teams')}
            </th>
            <th scope="col" className={th}>
              {t('status.uploadedAt')}
            </th>
            <th scope="col" className={th}>
              {t('status.uploadedBy')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('status.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.sport}
              data-testid={`massey-status-row-${entry.sport}`}
              className="border-line border-b last:border-0"
            >
              <td className="px-3 py-3 first:pl-4">
                <SportBadge sport={entry.sport} />
              </td>
              <td className="px-3 py-3">
                <StateBadge uploaded={entry.uploaded} />
              </td>
              <td className="px-3 py-3 text-right text-ink tabular-nums">
                {entry.uploaded ? entry.teamCount : '—'}
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-ink-muted tabular-nums">
                {when(entry.uploadedAt)}
              </td>
              <td className="max-w-48 truncate px-3 py-3 text-ink-muted">{entry.uploadedBy ?? '—'}</td>
              <td className="px-3 py-3 text-right last:pr-4">
                <DeleteButton entry={entry} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusCards({ entries, ...props }: { entries: MasseyStatusEntry[] } & Omit<RowProps, 'entry'>) {
  const { t } = useTranslation('massey');
  return (
    <ul data-testid="massey-status" className="grid gap-2">
      {entries.map((entry) => (
        <li
          key={entry.sport}
          data-testid={`massey-status-row-${entry.sport}`}
          className="grid gap-2 rounded-xl border border-line bg-surface-raised/30 p-3"
        >
          <div className="flex items-center justify-between gap-2">
            <SportBadge sport={entry.sport} />
            <StateBadge uploaded={entry.uploaded} />
          </div>
          {entry.uploaded ? (
            <p className="text-ink-muted text-sm">
              {t('status.teamCount', { count: entry.teamCount })} · {when(entry.uploadedAt)}
            </p>
          ) : null}
          {entry.uploaded ? (
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-ink-subtle text-xs">{entry.uploadedBy ?? ''}</span>
              <DeleteButton entry={entry} {...props} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Each sport's file: uploaded or 'Sin archivo', team count, when and by whom; delete with confirmation. */
export function StatusSection() {
  const { t } = useTranslation(['massey', 'common']);
  const { data, error, isPending, refetch } = useMasseyStatus();
  const remove = useDeleteMassey();
  const [pending, setPending] = useState<MasseyStatusEntry | null>(null);
  const isWide = useIsMediumLayout();
  const List = isWide ? StatusTable : StatusCards;

  async function confirmDelete() {
    if (!pending) return;
    const sport: Sport = pending.sport;
    const name = t(`common:sports.${sport}`);
    try {
      await remove.mutateAsync(sport);
      toast({ title: t('toasts.deletedTitle'), description: t('toasts.deletedText', { sport: name }) });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: t('toasts.deleteErrorTitle'),
        description: getErrorMessage(failure),
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <SectionCard title={t('status.title')} subtitle={t('status.subtitle')} titleId="massey-status-title">
      {isPending ? (
        <TableSkeleton label={t('status.loading')} />
      ) : error ? (
        <InlineError
          testId="massey-status-error"
          message={t('status.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <List entries={data} onDelete={setPending} busy={remove.isPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPending(null);
        }}
        title={t('confirm.title')}
        description={
          pending
            ? t('confirm.description', {
                sport: t(`common:sports.${pending.sport}`),
                teams: t('status.teamCount', { count: pending.teamCount }),
              })
            : ''
        }
        confirmLabel={t('confirm.confirm')}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
    </SectionCard>
  );
}
