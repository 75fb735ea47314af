import type { Bet } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { SportBadge } from '@/components/ui/sport-badge';
import { bookmakerName } from '@/lib/bookmakers';
import { cn } from '@/lib/cn';
import { formatDecimal, formatMoney, formatShortDate, formatSignedPercent } from '@/lib/format';
import { NO_FIGURE, signedPercentOrDash } from '../lib/my-bets-format';
import { BetResultBadge } from './my-bets-result-badge';

const signClass = (value: number | null) =>
  value === null || value === 0 ? 'text-ink-muted' : value > 0 ? 'text-edge' : 'text-danger';

function Profit({ bet }: { bet: Bet }) {
  const { t } = useTranslation('bets');
  return (
    <div className="text-right">
      <p data-testid="my-bet-profit" className={cn('font-bold text-lg tabular', signClass(bet.profit))}>
        {bet.profit === null ? NO_FIGURE : formatMoney(bet.profit, { signed: true })}
      </p>
      <p className="text-ink-subtle text-xs tabular">
        {t('myBets.list.stake', { stake: formatMoney(bet.stake) })}
      </p>
    </div>
  );
}

/** Their price beside the published one, and how far below or above it they took it. */
function Prices({ bet }: { bet: Bet }) {
  const { t } = useTranslation('bets');
  const slip = bet.odds / bet.publishedOdds - 1;
  return (
    <p data-testid="my-bet-prices" className="text-ink-muted text-sm tabular">
      {t('myBets.list.prices', {
        odds: formatDecimal(bet.odds),
        published: formatDecimal(bet.publishedOdds),
      })}{' '}
      {Math.abs(slip) >= 0.0005 ? (
        <span className={cn('font-medium', signClass(slip))}>({formatSignedPercent(slip)})</span>
      ) : null}
    </p>
  );
}

function BetRow({ bet }: { bet: Bet }) {
  const { t } = useTranslation('bets');
  const when = bet.eventStartTime ?? bet.createdAt;
  return (
    <li data-testid="my-bet" data-bet-id={bet.id} className="grid gap-2 px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <SportBadge sport={bet.sport} />
            <BetResultBadge result={bet.result} />
            <time dateTime={when} className="text-ink-subtle text-xs tabular">
              {formatShortDate(when)}
            </time>
          </div>
          <p className="mt-2 font-medium text-ink text-sm">
            <MatchLabel match={bet} />
          </p>
          <p data-testid="my-bet-selection" className="mt-0.5 font-semibold text-ink">
            {bet.displayLine ?? bet.selection}
          </p>
        </div>
        <Profit bet={bet} />
      </div>
      <div className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
        <Prices bet={bet} />
        {bet.bookmaker ? (
          <p className="text-ink-subtle text-sm">
            {t('myBets.list.bookmaker', { name: bookmakerName(bet.bookmaker) })}
          </p>
        ) : null}
        <p data-testid="my-bet-clv" className="text-ink-subtle text-sm tabular">
          {t('myBets.list.clv')}{' '}
          <span className={cn('font-medium', signClass(bet.clv))}>{signedPercentOrDash(bet.clv)}</span>
        </p>
      </div>
    </li>
  );
}

/** The book, newest first. */
export function MyBetsList({ bets }: { bets: readonly Bet[] }) {
  const { t } = useTranslation('bets');
  return (
    <ul
      aria-label={t('myBets.list.label')}
      data-testid="my-bets-list"
      className="divide-y divide-line/70 overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {bets.map((bet) => (
        <BetRow key={bet.id} bet={bet} />
      ))}
    </ul>
  );
}
