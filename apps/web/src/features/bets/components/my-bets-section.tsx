import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { useBetSummary } from '../api/get-bet-summary';
import { BETS_CSV_PATH } from '../lib/my-bets-format';
import { MyBetsBook } from './my-bets-book';
import { MyBetsEmpty } from './my-bets-empty';

/** The dashboard lists a few bets at a time: the rest of the page stays within reach. */
const DASHBOARD_PAGE_SIZE = 5;

function CsvLink() {
  const { t } = useTranslation('bets');
  return (
    <a
      href={BETS_CSV_PATH}
      download
      data-testid="my-bets-csv"
      className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'self-start sm:self-auto' })}
    >
      <Download aria-hidden="true" />
      {t('myBets.csv')}
    </a>
  );
}

/**
 * The figures' room while the summary is read. On its own page it says it is loading; on the dashboard,
 * which the server sends with its first screen complete, it only keeps the room, with no loading mark.
 */
function Skeleton({ isPage }: { isPage: boolean }) {
  const { t } = useTranslation('bets');
  const announce = isPage ? { role: 'status', 'aria-label': t('myBets.loading') } : { 'aria-hidden': true };
  return (
    <div {...announce} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((cell) => (
        <div key={cell} className="h-32 animate-pulse rounded-2xl border border-line bg-surface" />
      ))}
    </div>
  );
}

/**
 * "Mis apuestas": the person's own book of the bets they placed on picks. On the dashboard it is one
 * section (`h2`); on its own page its title is the page's (`h1`). `notice` goes under the title.
 */
export function MyBetsSection({ isPage = false, notice }: { isPage?: boolean; notice?: ReactNode }) {
  const { t } = useTranslation('bets');
  const summary = useBetSummary();
  const Title = isPage ? 'h1' : 'h2';
  return (
    <section data-testid="my-bets" aria-labelledby="my-bets-title" className="grid gap-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Title
            id="my-bets-title"
            className={cn('font-bold text-ink tracking-tight', isPage ? 'text-3xl sm:text-4xl' : 'text-2xl')}
          >
            {t('myBets.title')}
          </Title>
          <p className="mt-1 max-w-2xl text-ink-muted">{t('myBets.subtitle')}</p>
        </div>
        {summary.data && summary.data.count > 0 ? <CsvLink /> : null}
      </header>
      {notice}
      {summary.isPending ? (
        <Skeleton isPage={isPage} />
      ) : summary.isError ? (
        <InlineError message={getErrorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : summary.data.count === 0 ? (
        <MyBetsEmpty />
      ) : (
        <MyBetsBook summary={summary.data} pageSize={isPage ? undefined : DASHBOARD_PAGE_SIZE} />
      )}
    </section>
  );
}
