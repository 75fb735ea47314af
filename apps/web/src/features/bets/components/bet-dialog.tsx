import type { Bet, UnlockedPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog-shell';
import { bookmakerName } from '@/lib/bookmakers';
import { currentLanguage } from '@/lib/i18n';
import { useMatchLabel } from '@/lib/use-match-label';
import { toast } from '@/lib/use-toast';
import { useChangeBet } from '../api/change-bet';
import { useRecordBet } from '../api/record-bet';
import { type BetFormText, type BetFormValues, numberText } from '../lib/bet-form';
import { BetForm } from './bet-form';

type BetDialogProps = {
  pick: UnlockedPick;
  /** The bet to change; none to record a new one. */
  bet: Bet | null;
  /** The pick's stake on the person's bankroll, the new bet's stake to start from. */
  suggestedStake: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Records the bet placed on a pick, or changes it: a sheet from the bottom on phones. */
export function BetDialog({ pick, bet, suggestedStake, open, onOpenChange }: BetDialogProps) {
  const { t } = useTranslation('bets');
  const matchLabel = useMatchLabel();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={bet ? t('form.editTitle') : t('form.title')}
      description={
        <>
          <span className="font-semibold text-ink">{pick.displayLine ?? pick.selection}</span>
          <span className="block text-xs">{matchLabel(pick)}</span>
        </>
      }
      testId="bet-dialog"
    >
      {bet ? (
        <ChangeBet bet={bet} minOdds={pick.minOdds} onDone={() => onOpenChange(false)} />
      ) : (
        <RecordBet pick={pick} suggestedStake={suggestedStake} onDone={() => onOpenChange(false)} />
      )}
    </DialogShell>
  );
}

function RecordBet({
  pick,
  suggestedStake,
  onDone,
}: {
  pick: UnlockedPick;
  suggestedStake: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('bets');
  const record = useRecordBet();
  const language = currentLanguage();
  const initial: BetFormText = {
    odds: numberText(pick.odds, language),
    stake: suggestedStake !== null && suggestedStake > 0 ? numberText(suggestedStake, language) : '',
    bookmaker: pick.bookmaker ? bookmakerName(pick.bookmaker) : '',
  };
  const onSave = (values: BetFormValues) =>
    record.mutate(
      { pickId: pick.id, ...values },
      {
        onSuccess: () => {
          toast({ title: t('form.saved') });
          onDone();
        },
      },
    );
  return (
    <BetForm
      initial={initial}
      minOdds={pick.minOdds}
      isPending={record.isPending}
      error={record.error}
      onSave={onSave}
      onCancel={onDone}
    />
  );
}

function ChangeBet({ bet, minOdds, onDone }: { bet: Bet; minOdds: number | null; onDone: () => void }) {
  const { t } = useTranslation('bets');
  const change = useChangeBet();
  const language = currentLanguage();
  const initial: BetFormText = {
    odds: numberText(bet.odds, language),
    stake: numberText(bet.stake, language),
    bookmaker: bet.bookmaker ?? '',
  };
  const onSave = (values: BetFormValues) =>
    change.mutate(
      { id: bet.id, change: values },
      {
        onSuccess: () => {
          toast({ title: t('form.changed') });
          onDone();
        },
      },
    );
  return (
    <BetForm
      initial={initial}
      minOdds={bet.minOdds ?? minOdds}
      isPending={change.isPending}
      error={change.error}
      onSave={onSave}
      onCancel={onDone}
    />
  );
}
