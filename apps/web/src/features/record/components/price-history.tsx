import type { PickPriceHistory } from '@arcade/contracts';
import { LineChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { bookmakerName } from '@/lib/bookmakers';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { formatDecimal, formatSignedPercent } from '@/lib/format';
import { usePickPrices } from '../api/get-pick-prices';
import { signTone } from '../lib/record-format';
import { PriceChart } from './price-chart';

/** The button that opens (and closes) a pick's price history; the history loads only once opened. */
export function PriceToggle({
  isOpen,
  onToggle,
  controls,
  className,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  className?: string;
}) {
  const { t } = useTranslation('record');
  return (
    <button
      type="button"
      data-testid="record-prices-toggle"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md border px-2.5 font-medium text-xs transition-colors',
        isOpen
          ? 'border-edge/50 bg-edge/10 text-ink'
          : 'border-line-strong text-ink-muted hover:border-edge/50 hover:text-ink',
        className,
      )}
    >
      <LineChart aria-hidden="true" className="size-3.5" />
      {isOpen ? t('prices.hide') : t('prices.show')}
    </button>
  );
}

/** A graded pick's price since the market opened: the chart and, in words, the posted price against the close. */
export function PriceHistory({ pickId, id }: { pickId: string; id: string }) {
  const { t } = useTranslation('record');
  const { data, error, isPending, refetch } = usePickPrices(pickId);
  return (
    <section
      id={id}
      data-testid="record-prices"
      aria-label={t('prices.title')}
      className="grid min-w-0 gap-3"
    >
      {isPending ? (
        <p role="status" className="py-6 text-center text-ink-muted text-sm">
          {t('prices.loading')}
        </p>
      ) : error ? (
        <InlineError
          message={t('prices.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {data.series.length === 0 ? (
            <p data-testid="record-prices-empty" className="text-ink-muted text-sm">
              {t('prices.empty')}
            </p>
          ) : (
            <PriceChart history={data} />
          )}
          <PriceSummary history={data} />
        </>
      )}
    </section>
  );
}

/** "Publicado a 2,10 en Pinnacle · cierre justo 2,00 · CLV +5,0 %": the chart's point in one line. */
function PriceSummary({ history }: { history: PickPriceHistory }) {
  const { t } = useTranslation('record');
  const { posted, close, clv } = history;
  const at = posted.bookmaker
    ? t('prices.postedAtBook', { odds: formatDecimal(posted.odds), book: bookmakerName(posted.bookmaker) })
    : t('prices.postedAt', { odds: formatDecimal(posted.odds) });
  return (
    <p data-testid="record-prices-summary" className="text-ink-muted text-xs leading-relaxed">
      {at}
      {posted.oddsEnteredByHand ? ` (${t('prices.byHand')})` : ''}
      {close?.fairOdds != null ? ` · ${t('prices.fairAt', { odds: formatDecimal(close.fairOdds) })}` : ''}
      {clv !== null ? (
        <>
          {' · '}
          <span className={cn('font-semibold tabular', signTone(clv))}>
            {t('prices.clv', { clv: formatSignedPercent(clv) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
