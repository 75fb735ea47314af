import type { PickQuote } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { bookmakerName } from '@/lib/bookmakers';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import { americanOfQuote, type BookChoice, OTHER_BOOK } from '../../lib/odds-edit';

type Props = {
  quotes: readonly PickQuote[];
  isLoading: boolean;
  choice: BookChoice;
  onChoose: (book: string) => void;
  onOtherName: (name: string) => void;
  error?: string | undefined;
};

/** Which book offers the price: one that quotes the selection now (its price beside it), or another house. */
export function OddsBookField({ quotes, isLoading, choice, onChoose, onOtherName, error }: Props) {
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
        value={choice.book}
        onChange={(event) => onChoose(event.target.value)}
        options={options}
        disabled={isLoading}
        data-testid="odds-book"
      />
      {isLoading ? null : quotes.length === 0 ? (
        <p className="-mt-1 text-ink-subtle text-xs">{t('oddsDialog.noQuotes')}</p>
      ) : null}
      {choice.book === OTHER_BOOK ? (
        <TextField
          label={t('oddsDialog.otherName')}
          value={choice.otherName}
          onChange={(event) => onOtherName(event.target.value)}
          placeholder={t('oddsDialog.otherNameHint')}
          maxLength={60}
          autoComplete="off"
          error={error}
          data-testid="odds-other-book"
        />
      ) : null}
    </div>
  );
}
