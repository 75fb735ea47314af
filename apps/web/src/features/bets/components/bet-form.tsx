import { CircleAlert, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { KNOWN_BOOKMAKERS } from '@/lib/bookmakers';
import { getErrorMessage } from '@/lib/error-message';
import {
  type BetFormText,
  type BetFormValues,
  MAX_BOOKMAKER_LENGTH,
  isBelowMinOdds,
  readBetForm,
  typedOdds,
} from '../lib/bet-form';
import { oddsWithAmerican } from './min-odds';

type BetFormProps = {
  initial: BetFormText;
  minOdds: number | null;
  isPending: boolean;
  /** The refusal of the last save, shown as the app translates it; null before or after a success. */
  error: unknown;
  onSave: (values: BetFormValues) => void;
  onCancel: () => void;
};

/**
 * Price, stake and book of a bet. A price under the pick's minimum is called out, never refused: the
 * person records what they actually took.
 */
export function BetForm({ initial, minOdds, isPending, error, onSave, onCancel }: BetFormProps) {
  const { t } = useTranslation('bets');
  const booksId = useId();
  const [text, setText] = useState<BetFormText>(initial);
  const [isSubmitted, setSubmitted] = useState(false);
  const read = readBetForm(text);
  const invalid = isSubmitted && !read.ok ? read.invalid : { odds: false, stake: false };
  const isBelow = isBelowMinOdds(typedOdds(text.odds), minOdds);
  const field = (name: keyof BetFormText) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) =>
      setText((current) => ({ ...current, [name]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (read.ok) onSave(read.values);
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="bet-form" className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('form.odds')}
          inputMode="decimal"
          autoComplete="off"
          data-testid="bet-odds"
          error={invalid.odds ? t('form.invalidOdds') : undefined}
          {...field('odds')}
        />
        <TextField
          label={t('form.stake')}
          inputMode="decimal"
          autoComplete="off"
          data-testid="bet-stake"
          error={invalid.stake ? t('form.invalidStake') : undefined}
          {...field('stake')}
        />
      </div>
      <MinOddsNote minOdds={minOdds} isBelow={isBelow} />
      <TextField
        label={t('form.book')}
        placeholder={t('form.bookPlaceholder')}
        autoComplete="off"
        list={booksId}
        maxLength={MAX_BOOKMAKER_LENGTH}
        data-testid="bet-book"
        {...field('bookmaker')}
      />
      <datalist id={booksId}>
        {KNOWN_BOOKMAKERS.map((book) => (
          <option key={book} value={book} />
        ))}
      </datalist>
      {error ? (
        <p
          role="alert"
          data-testid="bet-error"
          className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger/5 px-3 py-2.5 text-danger text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {getErrorMessage(error)}
        </p>
      ) : null}
      <div className="-mt-2">
        <SaveCancelActions isPending={isPending} onCancel={onCancel} />
      </div>
    </form>
  );
}

/** The pick's minimum price under the price field; a warning once the typed price is below it. */
function MinOddsNote({ minOdds, isBelow }: { minOdds: number | null; isBelow: boolean }) {
  const { t } = useTranslation('bets');
  if (minOdds === null || !(minOdds > 1)) return null;
  if (isBelow) {
    return (
      <p
        role="status"
        data-testid="bet-below-min"
        className="-mt-1 flex items-start gap-2 rounded-lg border border-premium/30 bg-premium/10 px-3 py-2.5 text-premium text-sm"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('form.belowMin')}
          <span className="mt-0.5 block text-premium/80 text-xs tabular">
            {t('form.minOdds', { odds: oddsWithAmerican(minOdds) })}
          </span>
        </span>
      </p>
    );
  }
  return (
    <p data-testid="bet-min-odds" className="-mt-1 text-ink-subtle text-xs tabular">
      {t('form.minOdds', { odds: oddsWithAmerican(minOdds) })}
    </p>
  );
}
