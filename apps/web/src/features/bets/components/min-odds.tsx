import { decimalToAmerican } from '@arcade/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';

/** A decimal price with its American form, as the cards show prices: `1.97 (-103)`. */
export function oddsWithAmerican(odds: number): string {
  return `${formatDecimal(odds)} (${formatAmericanOdds(decimalToAmerican(odds))})`;
}

/**
 * "Cuota mínima" as one figure of a pick's card (a term and its description, for the card's list): the
 * lowest price whose edge still clears the minimum edge. Nothing for a pick without one.
 */
export function MinOddsFigure({ minOdds, className }: { minOdds: number | null; className?: string }) {
  const { t } = useTranslation('bets');
  if (minOdds === null || !(minOdds > 1)) return null;
  const [decimal, american] = [formatDecimal(minOdds), formatAmericanOdds(decimalToAmerican(minOdds))];
  return (
    <div data-testid="pick-min-odds" className={cn(className)}>
      <dt className="text-ink-subtle text-xs">{t('minOdds.label')}</dt>
      <dd className="mt-0.5 font-semibold text-ink tabular">
        <span data-testid="pick-min-odds-value">
          {decimal} <span className="font-normal text-ink-muted">({american})</span>
        </span>
        <span className="block font-normal text-ink-subtle text-xs">{t('minOdds.hint')}</span>
      </dd>
    </div>
  );
}
