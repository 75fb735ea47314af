import type { Bet } from '@arcade/contracts';
import { CircleCheck, Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { bookmakerName } from '@/lib/bookmakers';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { formatDecimal, formatMoney } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useRemoveBet } from '../api/remove-bet';

/** "Jugada a 2,05 · 25,00 US$ · Bet365": the bet in one line. */
function useBetText() {
  const { t } = useTranslation('bets');
  return (bet: Bet) => {
    const figures = { odds: formatDecimal(bet.odds), stake: formatMoney(bet.stake) };
    return bet.bookmaker
      ? t('summary.placed', { ...figures, book: bookmakerName(bet.bookmaker) })
      : t('summary.placedNoBook', figures);
  };
}

/**
 * The bet the person recorded on a pick: changed or removed (after a confirmation) until the event
 * starts, fixed from then on.
 */
export function BetSummary({ bet, isLocked, onEdit }: { bet: Bet; isLocked: boolean; onEdit: () => void }) {
  const { t } = useTranslation('bets');
  const betText = useBetText();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useRemoveBet();
  const onRemove = () =>
    remove.mutate(bet.id, {
      onSuccess: () => toast({ title: t('remove.done') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('remove.error'), description: getErrorMessage(error) }),
      onSettled: () => setConfirming(false),
    });
  return (
    <div
      data-testid="bet-summary"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border px-3 py-2.5',
        isLocked ? 'border-line bg-canvas/40' : 'border-edge/25 bg-edge/5',
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        {isLocked ? (
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-edge" />
        )}
        <p className="min-w-0 text-sm">
          <span className="sr-only">{t('summary.title')}: </span>
          <span data-testid="bet-summary-text" className="font-semibold text-ink tabular">
            {betText(bet)}
          </span>
          {bet.minOdds !== null && bet.odds < bet.minOdds ? (
            <span data-testid="bet-below-min-mark" className="block text-premium text-xs tabular">
              {t('summary.belowMin', { odds: formatDecimal(bet.minOdds) })}
            </span>
          ) : null}
          {isLocked ? (
            <span data-testid="bet-locked" className="block text-ink-subtle text-xs">
              {t('summary.locked')}
            </span>
          ) : null}
        </p>
      </div>
      {isLocked ? null : (
        <div className="-mr-1 ml-auto flex shrink-0 items-center gap-1">
          <Button variant="ghost" size="sm" className="h-8 px-2.5" onClick={onEdit} data-testid="bet-edit">
            <Pencil aria-hidden="true" />
            {t('summary.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2.5 hover:text-danger"
            onClick={() => setConfirming(true)}
            data-testid="bet-remove"
          >
            <Trash2 aria-hidden="true" />
            {t('summary.remove')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('remove.title')}
        description={t('remove.description', { pick: bet.displayLine ?? bet.selection, bet: betText(bet) })}
        confirmLabel={t('remove.confirm')}
        onConfirm={onRemove}
        isPending={remove.isPending}
        testId="bet-remove-dialog"
      />
    </div>
  );
}
