import type { UnlockedPick } from '@arcade/contracts';
import { Gift, Hand } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bookmakerName } from '@/lib/bookmakers';
import { MinOddsFigure, PickBet } from '@/features/bets';
import { cn } from '@/lib/cn';
import { formatAmericanOdds, formatDecimal, formatMoney, formatPercent } from '@/lib/format';
import { MatchLabel } from '@/components/ui/match-label';
import { PriceMarks } from '@/components/ui/price-marks';
import { pickStake } from '../lib/stake';
import { PickStart } from './pick-start';

/**
 * A pick the subscriber may play: what to bet, where, at what price and how much.
 * The price is called the best only while it is the best generation found across the books; a price
 * the analyst typed says so, and one no book of the feed contrasts (or an event off the feed) is marked.
 */
export function PickCard({
  pick,
  bankroll,
  isStarted,
  className,
}: {
  pick: UnlockedPick;
  bankroll: number | null;
  isStarted: boolean;
  /** Its place in the grid (a lone last card spans the row). */
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  const stake = pickStake(pick, bankroll);
  return (
    <article
      data-testid="pick-card"
      data-pick-id={pick.id}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <PickStart pick={pick} isStarted={isStarted} />
        {pick.isFree ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-premium/10 px-2 py-0.5 font-semibold text-premium text-xs ring-1 ring-premium/30 ring-inset">
            <Gift aria-hidden="true" className="size-3.5" />
            {t('picks.freeBadge')}
          </span>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="text-ink-muted text-sm">
          <MatchLabel match={pick} />
        </p>
        <p data-testid="pick-selection" className="mt-1 font-bold text-ink text-xl">
          <span className="sr-only">{t('picks.pick')}: </span>
          {pick.displayLine ?? pick.selection}
        </p>
        <PriceMarks pick={pick} className="mt-2" />
      </div>
      <dl className="grid grid-cols-2 gap-3 border-line border-t pt-3 sm:grid-cols-4">
        <Figure label={pick.isBestPrice ? t('picks.bestPrice') : t('picks.price')}>
          <span data-testid="pick-odds">
            {formatDecimal(pick.odds)}{' '}
            <span className="font-normal text-ink-muted">({formatAmericanOdds(pick.oddsAmerican)})</span>
          </span>
          {pick.bookmaker ? (
            <span data-testid="pick-book" className="block font-normal text-ink-subtle text-xs">
              {t('picks.atBook', { book: bookmakerName(pick.bookmaker) })}
            </span>
          ) : null}
          {pick.oddsEnteredByHand && !pick.priceUnverified ? (
            <span
              data-testid="pick-by-hand"
              className="mt-0.5 flex items-center gap-1 font-normal text-premium text-xs"
            >
              <Hand aria-hidden="true" className="size-3 shrink-0" />
              {t('picks.byAnalyst')}
            </span>
          ) : null}
        </Figure>
        <MinOddsFigure minOdds={pick.minOdds} />
        <Figure label={t('picks.edge')}>
          <span className="text-edge">{formatPercent(pick.edge)}</span>
        </Figure>
        <Figure label={t('picks.stake')}>
          <StakeValue stake={stake} bankroll={bankroll} />
        </Figure>
      </dl>
      <PickBet pick={pick} isStarted={isStarted} suggestedStake={stake} />
    </article>
  );
}

function StakeValue({ stake, bankroll }: { stake: number | null; bankroll: number | null }) {
  const { t } = useTranslation('dashboard');
  if (stake === null || bankroll === null) {
    return <span className="font-normal text-ink-subtle text-sm">{t('picks.stakeNeedsBankroll')}</span>;
  }
  return (
    <>
      <span data-testid="pick-stake">{formatMoney(stake)}</span>
      <span className="block font-normal text-ink-subtle text-xs">
        {stake === 0 ? t('picks.noEdgeStake') : t('picks.stakeHint', { bankroll: formatMoney(bankroll) })}
      </span>
    </>
  );
}

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-ink-subtle text-xs">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink tabular">{children}</dd>
    </div>
  );
}
