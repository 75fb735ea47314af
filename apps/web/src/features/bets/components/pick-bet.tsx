import type { UnlockedPick } from '@arcade/contracts';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpenBetOn } from '../api/get-open-bets';
import { BetDialog } from './bet-dialog';
import { BetSummary } from './bet-summary';

type PickBetProps = {
  pick: UnlockedPick;
  isStarted: boolean;
  /** The pick's stake on the person's bankroll (null without one): the new bet's stake to start from. */
  suggestedStake: number | null;
};

/**
 * The person's own bet on a pick, at the foot of its card: "La jugué" while the event has not started and
 * no bet is recorded, the bet once it is (changed or removed until the start, fixed after).
 */
export function PickBet({ pick, isStarted, suggestedStake }: PickBetProps) {
  const { t } = useTranslation('bets');
  const { bet, isPending } = useOpenBetOn(pick.id);
  // Fixed when the form opens: the bet a save brings must not turn the closing form into an edit.
  const [form, setForm] = useState<'closed' | 'record' | 'change'>('closed');
  // The page is sent with its first screen complete: no loading mark while the book is read, only its room.
  if (isPending) return <div aria-hidden="true" className="mt-auto h-10" />;
  if (!bet && isStarted) return null;
  return (
    <div className="mt-auto">
      {bet ? (
        <BetSummary bet={bet} isLocked={bet.isLocked || isStarted} onEdit={() => setForm('change')} />
      ) : (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => setForm('record')}
          data-testid="bet-place"
        >
          <HandCoins aria-hidden="true" />
          {t('place.button')}
        </Button>
      )}
      <BetDialog
        pick={pick}
        bet={form === 'change' ? bet : null}
        suggestedStake={suggestedStake}
        open={form !== 'closed'}
        onOpenChange={(open) => (open ? undefined : setForm('closed'))}
      />
    </div>
  );
}
