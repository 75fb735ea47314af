import type { RecordPick, Tier } from '@arcade/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog-shell';
import { InlineError } from '@/components/ui/inline-error';
import { EmptyState, TableSkeleton } from '@/components/ui/table-frame';
import { formatPercent, formatShortDate } from '@/lib/format';
import { MatchLabel } from '@/components/ui/match-label';
import { getErrorMessage } from '@/lib/error-message';
import { useTierHistory } from '../api/get-graded-picks';
import { ResultText } from './result-text';

/** The record gives a logged-in caller each pick's details; '—' if it ever does not. */
const pickText = ({ details }: RecordPick) => (details ? (details.displayLine ?? details.selection) : '—');
const edgeText = ({ details }: RecordPick) => (details ? formatPercent(details.edge) : '—');

/**
 * The tier's 10 newest graded picks: date, match, pick, edge, result. They come from
 * the record, which holds every graded pick, not from the picks list, which holds the last days only.
 */
export function TierHistoryDialog({ tier, onClose }: { tier: Tier | null; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'picks']);
  const tierName = tier ? t(`picks:tiers.${tier}`) : '';
  return (
    <DialogShell
      open={tier !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('history.title', { tier: tierName })}
      description={t('history.description')}
      size="lg"
      testId="tier-history-dialog"
    >
      {tier ? <HistoryBody tier={tier} tierName={tierName} /> : null}
    </DialogShell>
  );
}

function HistoryBody({ tier, tierName }: { tier: Tier; tierName: string }) {
  const { t } = useTranslation('dashboard');
  const history = useTierHistory(tier);
  if (history.isPending) return <TableSkeleton label={t('history.loading')} />;
  if (history.isError) {
    return (
      <InlineError
        message={t('history.error', { message: getErrorMessage(history.error) })}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const rows = history.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        testId="tier-history-empty"
        icon={<History aria-hidden="true" className="size-5" />}
        title={t('history.empty')}
      />
    );
  }
  return (
    <>
      <ul className="grid gap-2 sm:hidden">
        {rows.map((pick) => (
          <li key={pick.id} className="rounded-xl border border-line bg-canvas/40 p-3">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium text-ink">{pickText(pick)}</p>
              <ResultText result={pick.result} />
            </div>
            <p className="mt-1 text-ink-muted text-xs">
              <MatchLabel match={pick} />
            </p>
            <p className="mt-1 text-ink-subtle text-xs tabular">
              {formatShortDate(pick.date)} · {t('history.columns.edge')} {edgeText(pick)}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table data-testid="tier-history-table" className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('history.caption', { tier: tierName })}</caption>
          <thead>
            <tr className="border-line border-b text-ink-subtle text-xs uppercase tracking-wider">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('history.columns.date')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('history.columns.match')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('history.columns.pick')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('history.columns.edge')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('history.columns.result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((pick) => (
              <tr key={pick.id} className="border-line/70 border-b last:border-b-0">
                <td className="whitespace-nowrap py-2.5 pr-3 text-ink-muted tabular">
                  {formatShortDate(pick.date)}
                </td>
                <td className="py-2.5 pr-3 text-ink">
                  <MatchLabel match={pick} />
                </td>
                <td className="py-2.5 pr-3 font-medium text-ink">{pickText(pick)}</td>
                <td className="whitespace-nowrap py-2.5 pr-3 text-right text-ink tabular">
                  {edgeText(pick)}
                </td>
                <td className="py-2.5">
                  <ResultText result={pick.result} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
