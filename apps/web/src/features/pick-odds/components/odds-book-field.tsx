import type { PickQuote } from '@arcade/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { bookmakerName } from '@/lib/bookmakers';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import { americanOfQuote, OTHER_BOOK } from '../lib/odds-edit';

type Props = {
  quotes: readonly PickQuote[];
  isLoading: boolean;
  /** The book chosen (the select's value), which shows the other house's name field when OTHER_BOOK. */
  book: string;
  bookField: UseFormRegisterReturn<'book'>;
  otherNameField: UseFormRegisterReturn<'otherName'>;
  error?: string | undefined;
};

/** Which book offers the price: one that quotes the selection now (its price beside it), or another house. */
export function OddsBookField({ quotes, isLoading, book, bookField, otherNameField, error }: Props) {
  const { t } = useTranslation('admin');
  const options = [
    ...quotes.map((quote) => ({
      value: quote.bookmaker,
      label: t('oddsDialog.bookOption', {
        book: bookmakerName(quote.bookmaker),
        decimal: formatDecimal(quote.odds),
        american: formatAmericanOdds(americanOfQuote(quote)),
      }),
    })),
    { value: OTHER_BOOK, label: t('oddsDialog.otherBook') },
  ];
  return (
    <div className="grid gap-3">
      <SelectField
        label={t('oddsDialog.book')}
        options={options}
        {...bookField}
        disabled={isLoading}
        data-testid="odds-book"
      />
      {isLoading ? null : quotes.length === 0 ? (
        <p className="-mt-1 text-ink-subtle text-xs">{t('oddsDialog.noQuotes')}</p>
      ) : null}
      {book === OTHER_BOOK ? (
        <TextField
          label={t('oddsDialog.otherName')}
          placeholder={t('oddsDialog.otherNameHint')}
          maxLength={60}
          autoComplete="off"
          error={error}
          data-testid="odds-other-book"
          {...otherNameField}
        />
      ) : null}
    </div>
  );
}
