import type { AdminPick, PickQuote } from '@arcade/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { bookmakerName } from '@/lib/bookmakers';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import { americanText } from '@/lib/odds-input';
import { useOddsPreview } from '../../api/get-odds-preview';
import { useOddsQuotes } from '../../api/get-odds-quotes';
import { type PickOddsChange, useUpdatePickOdds } from '../../api/update-pick-odds';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import {
  americanOfQuote,
  type BookChoice,
  bookName,
  initialBook,
  priceOf,
  quoteOf,
} from '../../lib/odds-edit';
import { OddsBookField } from './odds-book-field';
import { OddsChangeSummary } from './odds-change-summary';
import { PickEditDialog, useSaveWithToasts } from './pick-edit-dialog';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

export function EditOddsDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PickEditDialog
      pick={pick}
      onOpenChange={onOpenChange}
      title={t('oddsDialog.title')}
      testId="edit-odds-dialog"
      size="md"
      detail={(current) => current.displayLine ?? current.selection}
    >
      {(current, onDone) => <OddsForm pick={current} onDone={onDone} />}
    </PickEditDialog>
  );
}

/** "2,06 (+106) en Pinnacle · introducida por el analista": the price as it stands. */
function CurrentPrice({ pick }: { pick: AdminPick }) {
  const { t } = useTranslation('admin');
  const price = t('oddsDialog.current', {
    decimal: formatDecimal(pick.odds),
    american: formatAmericanOdds(pick.oddsAmerican),
  });
  return (
    <p data-testid="odds-current" className="text-ink-muted text-sm">
      {price}
      {pick.bookmaker ? ` · ${t('oddsDialog.atBook', { book: bookmakerName(pick.bookmaker) })}` : ''}
      {pick.oddsEnteredByHand ? ` · ${t('oddsDialog.byHandShort')}` : ''}
    </p>
  );
}

/**
 * The new price and the book that offers it: a book quoting the selection now (choosing one fills in
 * its price) or another house by name. While typing, the server previews what the edit would store;
 * the tier stays, and the one the new edge would earn is only suggested. A published pick's change is
 * a correction of the public record, which may carry a reason.
 */
function OddsForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const quotesQuery = useOddsQuotes(pick.id);
  const quotes: readonly PickQuote[] = quotesQuery.data ?? [];
  const [chosen, setChosen] = useState<BookChoice | null>(null);
  const choice = chosen ?? initialBook(pick, quotes);
  const [text, setText] = useState(() => americanText(pick.oddsAmerican));
  const [reason, setReason] = useState('');
  const [hasTried, setHasTried] = useState(false);
  const mutation = useUpdatePickOdds();
  const saveWithToasts = useSaveWithToasts();

  const price = priceOf(text, choice, quotes);
  const name = bookName(choice);
  const previewKey = price && name ? JSON.stringify({ odds: price.odds, bookmaker: name }) : '';
  const settledKey = useDebouncedValue(previewKey, 300);
  const previewInput = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as { odds: number; bookmaker: string }) : null),
    [settledKey],
  );
  const preview = useOddsPreview(pick.id, previewInput);

  const onChoose = (book: string) => {
    setChosen({ book, otherName: choice.otherName });
    const quote = quoteOf(quotes, book);
    if (quote) setText(americanText(americanOfQuote(quote)));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    if (!price || !name) return;
    const change: PickOddsChange = {
      id: pick.id,
      ...price,
      bookmaker: name,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    await saveWithToasts(
      () => mutation.mutateAsync(change),
      t('oddsDialog.savedAt', {
        decimal: formatDecimal(price.odds),
        american: formatAmericanOdds(price.oddsAmerican),
        book: bookmakerName(name),
      }),
    );
  };

  if (mutation.isSuccess) {
    const { pick: after, suggestedTier } = mutation.data;
    return <SavedOdds before={pick} after={after} suggestedTier={suggestedTier} onDone={onDone} />;
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <CurrentPrice pick={pick} />
      <OddsBookField
        quotes={quotes}
        isLoading={quotesQuery.isPending}
        choice={choice}
        onChoose={onChoose}
        onOtherName={(otherName) => setChosen({ ...choice, otherName })}
        error={hasTried && !name ? t('oddsDialog.otherNameRequired') : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('oddsDialog.american')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('oddsDialog.americanHint')}
          autoComplete="off"
          spellCheck={false}
          error={hasTried && !price ? t('oddsDialog.invalid') : undefined}
          className="tabular"
          data-testid="odds-american"
        />
        <TextField
          label={t('oddsDialog.decimal')}
          value={price ? formatDecimal(price.odds) : '—'}
          readOnly
          aria-readonly="true"
          tabIndex={-1}
          data-testid="odds-decimal"
          className="tabular [&_input]:border-dashed [&_input]:text-edge"
        />
      </div>
      {preview.data && previewInput ? (
        <OddsChangeSummary before={pick} change={preview.data} testId="odds-preview" />
      ) : null}
      {pick.status === 'published' ? (
        <div className="grid gap-2">
          <p className="text-ink-muted text-xs">{t('oddsDialog.publishedNote')}</p>
          <TextField
            label={t('oddsDialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('oddsDialog.reasonHint')}
            maxLength={500}
            autoComplete="off"
            data-testid="odds-reason"
          />
        </div>
      ) : null}
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

/** The pick as the server left it: its new price and book, what changed, the tier kept and the one suggested. */
function SavedOdds({
  before,
  after,
  suggestedTier,
  onDone,
}: {
  before: AdminPick;
  after: AdminPick;
  suggestedTier: AdminPick['tier'];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="odds-recomputed" role="status" className="grid gap-4">
      <div>
        <CurrentPrice pick={after} />
        <p className="mt-1 text-ink-muted text-sm">{t('oddsDialog.recomputed')}</p>
      </div>
      <OddsChangeSummary
        before={before}
        change={{ ...after, suggestedTier }}
        testId="odds-recomputed-summary"
      />
      <DialogActions>
        <Button onClick={onDone}>{t('oddsDialog.done')}</Button>
      </DialogActions>
    </div>
  );
}
