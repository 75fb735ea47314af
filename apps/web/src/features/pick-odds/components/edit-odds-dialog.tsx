import { type AdminPick, CORRECTION_REASON_MIN, type PickQuote } from '@arcade/contracts';
import { type ChangeEvent, useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, SaveCancelActions } from '@/components/ui/dialog-shell';
import { PriceCheckNote } from '@/components/ui/price-check-note';
import { TextField } from '@/components/ui/text-field';
import { PickEditDialog, ReasonField, useReasonErrorText, useSaveWithToasts } from '@/features/picks';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { bookmakerName } from '@/lib/bookmakers';
import { useZodForm } from '@/lib/form/use-zod-form';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import { americanText } from '@/lib/odds-input';
import { useOddsPreview } from '../api/get-odds-preview';
import { useOddsQuotes } from '../api/get-odds-quotes';
import { type PickOddsChange, useUpdatePickOdds } from '../api/update-pick-odds';
import {
  americanOfQuote,
  type BookChoice,
  bookName,
  initialBook,
  OddsFormSchema,
  priceOf,
  quoteOf,
} from '../lib/odds-edit';
import { OddsBookField } from './odds-book-field';
import { OddsChangeSummary } from './odds-change-summary';

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
      {pick.priceUnverified ? ` · ${t('marks.unverified', { ns: 'common' }).toLocaleLowerCase()}` : ''}
    </p>
  );
}

/**
 * The new price and the book that offers it: a book quoting the selection now (choosing one fills in
 * its price) or another house by name. While typing, the server previews what the edit would store;
 * the tier stays, and the one the new edge would earn is only suggested. A published pick's change is
 * a correction of the public record, which needs a reason (`correction_needs_reason` otherwise).
 */
function OddsForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const quotesQuery = useOddsQuotes(pick.id);
  const quotes: readonly PickQuote[] = quotesQuery.data ?? [];
  // The book starts on the pick's own and follows the quotes as they load, until the admin picks one.
  const form = useZodForm(OddsFormSchema, {
    values: { american: americanText(pick.oddsAmerican), ...initialBook(pick, quotes), reason: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const [american, book, otherName] = useWatch({
    control: form.control,
    name: ['american', 'book', 'otherName'],
  });
  const mutation = useUpdatePickOdds();
  const saveWithToasts = useSaveWithToasts();
  const reasonErrorText = useReasonErrorText();

  const choice: BookChoice = { book, otherName };
  const price = priceOf(american, choice, quotes);
  const name = bookName(choice);
  const previewKey = price && name ? JSON.stringify({ odds: price.odds, bookmaker: name }) : '';
  const settledKey = useDebouncedValue(previewKey, 300);
  const previewInput = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as { odds: number; bookmaker: string }) : null),
    [settledKey],
  );
  const preview = useOddsPreview(pick.id, previewInput);

  // Choosing a feed book fills in its price.
  const bookField = form.register('book', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const quote = quoteOf(quotes, event.target.value);
      if (!quote) return;
      form.setValue('american', americanText(americanOfQuote(quote)), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const chosen: BookChoice = { book: values.book, otherName: values.otherName };
    const sent = priceOf(values.american, chosen, quotes);
    const bookmaker = bookName(chosen);
    if (!sent || !bookmaker) return; // the schema has checked both
    const reason = values.reason.trim();
    const isUnchanged =
      sent.odds === pick.odds &&
      sent.oddsAmerican === pick.oddsAmerican &&
      bookmaker.toLowerCase() === (pick.bookmaker ?? '').toLowerCase();
    if (pick.status === 'published' && !isUnchanged && reason.length < CORRECTION_REASON_MIN) {
      form.setError('reason', { type: 'too_small' }, { shouldFocus: true });
      return;
    }
    const change: PickOddsChange = { id: pick.id, ...sent, bookmaker, ...(reason ? { reason } : {}) };
    await saveWithToasts(
      () => mutation.mutateAsync(change),
      t('oddsDialog.savedAt', {
        decimal: formatDecimal(sent.odds),
        american: formatAmericanOdds(sent.oddsAmerican),
        book: bookmakerName(bookmaker),
      }),
    );
  });

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
        book={book}
        bookField={bookField}
        otherNameField={form.register('otherName')}
        error={form.formState.errors.otherName ? t('oddsDialog.otherNameRequired') : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('oddsDialog.american')}
          placeholder={t('oddsDialog.americanHint')}
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.american ? t('oddsDialog.invalid') : undefined}
          className="tabular"
          data-testid="odds-american"
          {...form.register('american')}
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
        <>
          <PriceCheckNote check={preview.data.priceCheck} testId="odds-price-check" />
          <OddsChangeSummary before={pick} change={preview.data} testId="odds-preview" />
        </>
      ) : null}
      {pick.status === 'published' ? (
        <div className="grid gap-2">
          <p className="text-ink-muted text-xs">{t('oddsDialog.publishedNote')}</p>
          <ReasonField
            isRequired
            label={t('oddsDialog.reason')}
            hint={t('oddsDialog.reasonHint')}
            error={reasonErrorText(form.formState.errors.reason)}
            testId="odds-reason"
            {...form.register('reason')}
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
  // The save's toast is the top layer now and would take Escape for itself: Escape closes the dialog too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDone]);
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
