import type { BetSummary } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { TableSkeleton } from '@/components/ui/table-frame';
import { getErrorMessage } from '@/lib/error-message';
import { useBetCurve } from '../api/get-bet-curve';
import { useBets } from '../api/get-bets';
import { MyBetsComparison } from './my-bets-comparison';
import { MyBetsCurve } from './my-bets-curve';
import { MyBetsFigures } from './my-bets-figures';
import { MyBetsList } from './my-bets-list';

function CurvePanel() {
  const curve = useBetCurve();
  if (curve.isPending)
    return <div aria-hidden="true" className="h-80 rounded-2xl border border-line bg-surface" />;
  if (curve.isError)
    return <InlineError message={getErrorMessage(curve.error)} onRetry={() => void curve.refetch()} />;
  return <MyBetsCurve curve={curve.data} />;
}

function BetsPanel({ pageSize }: { pageSize?: number }) {
  const { t } = useTranslation('bets');
  const query = useBets(pageSize);
  if (query.isPending) return <TableSkeleton label={t('myBets.loading')} />;
  // A failed next page keeps the pages already loaded on screen.
  if (query.isError && !query.isFetchNextPageError)
    return <InlineError message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <div className="grid gap-4">
      <MyBetsList bets={query.bets ?? []} />
      {query.isFetchNextPageError ? <InlineError message={getErrorMessage(query.error)} /> : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          data-testid="my-bets-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('myBets.list.loadingMore') : t('myBets.list.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** A book with bets in it: the figures, their result against the published one, the curve and the bets. */
export function MyBetsBook({ summary, pageSize }: { summary: BetSummary; pageSize?: number }) {
  const { t } = useTranslation('bets');
  return (
    <div className="grid gap-5">
      <MyBetsFigures summary={summary} />
      {summary.graded > 0 ? (
        <div className="grid gap-4 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <MyBetsComparison summary={summary} />
          </div>
          <div className="min-w-0 lg:col-span-3">
            <CurvePanel />
          </div>
        </div>
      ) : (
        <p
          data-testid="my-bets-none-graded"
          className="rounded-xl border border-line bg-surface px-4 py-3 text-ink-muted text-sm"
        >
          {t('myBets.noneGraded')}
        </p>
      )}
      <div className="grid gap-3">
        <h3 className="font-semibold text-ink text-lg">{t('myBets.list.title')}</h3>
        <BetsPanel pageSize={pageSize} />
      </div>
    </div>
  );
}
