import type { BetResult } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STYLES: Record<BetResult | 'pending', string> = {
  win: 'bg-edge/10 text-edge ring-edge/30',
  loss: 'bg-danger/10 text-danger ring-danger/30',
  push: 'bg-slate-400/10 text-ink-muted ring-slate-400/30',
  void: 'bg-slate-400/10 text-ink-subtle ring-slate-400/30',
  pending: 'bg-premium/10 text-premium ring-premium/30',
};

/** A bet's result, or that it waits for its pick's; a loss as plain to see as a win. */
export function BetResultBadge({ result }: { result: BetResult | null }) {
  const { t } = useTranslation('bets');
  const key = result ?? 'pending';
  return (
    <span
      data-testid="my-bet-result"
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        STYLES[key],
      )}
    >
      {t(`myBets.results.${key}`)}
    </span>
  );
}
