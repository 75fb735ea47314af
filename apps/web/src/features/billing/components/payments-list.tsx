import type { MyTransaction } from '@arcade/contracts';
import { Info, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { useDisplayZone } from '@/lib/display-zone';
import { formatMediumDate, formatMinorUnits } from '@/lib/format';
import { useMyTransactions } from '../api/get-my-transactions';

/** How many payments the card shows before "See all". */
const SHOWN = 5;

const STATUS_TONES: Record<MyTransaction['status'], string> = {
  completed: 'text-edge',
  pending: 'text-premium',
  failed: 'text-danger',
  refunded: 'text-ink-muted',
};

/** A charge reads as what it was: a weekly payment, or the attempt that failed. */
function labelKey(transaction: MyTransaction): `payments.types.${MyTransaction['type'] | 'failed'}` {
  if (transaction.type === 'subscription' && transaction.status === 'failed') return 'payments.types.failed';
  return `payments.types.${transaction.type}`;
}

function Amount({ transaction }: { transaction: MyTransaction }) {
  const { t } = useTranslation('dashboard');
  // A cancellation is a step, not money: it moved none.
  if (transaction.type === 'duplicate_cancellation') {
    return (
      <span className="text-ink-subtle text-sm" aria-label={t('payments.noAmount')}>
        —
      </span>
    );
  }
  const isMoneyBack = transaction.amount < 0;
  return (
    <span
      data-testid="payment-amount"
      className={cn(
        'tabular whitespace-nowrap font-semibold text-sm',
        isMoneyBack
          ? 'text-edge'
          : transaction.status === 'failed'
            ? 'text-ink-subtle line-through'
            : 'text-ink',
      )}
    >
      {formatMinorUnits(transaction.amount, transaction.currency)}
    </span>
  );
}

function PaymentRow({ transaction }: { transaction: MyTransaction }) {
  const { t } = useTranslation('dashboard');
  const zone = useDisplayZone();
  return (
    <li data-testid="payment-row" className="flex items-start justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="font-medium text-ink text-sm">{t(labelKey(transaction))}</p>
        <p className="mt-0.5 text-ink-subtle text-xs">
          <time dateTime={transaction.createdAt}>
            {formatMediumDate(transaction.createdAt, undefined, zone)}
          </time>
          <span aria-hidden="true"> · </span>
          <span className={cn('font-medium', STATUS_TONES[transaction.status])}>
            {t(`payments.statuses.${transaction.status}`)}
          </span>
        </p>
      </div>
      <Amount transaction={transaction} />
    </li>
  );
}

/**
 * The user's own payments under their plan: the weekly charges, a failed attempt, and when two
 * subscriptions were paid at once, the cancellation of the second one and its refund, with a line that
 * says what happened. Nothing shows until there is a payment.
 */
export function PaymentsList() {
  const { t } = useTranslation('dashboard');
  const { data: transactions, error, refetch } = useMyTransactions();
  const [isShowingAll, setShowingAll] = useState(false);
  if (error) {
    return (
      <InlineError
        testId="payments-error"
        message={t('payments.error', { message: getErrorMessage(error) })}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!transactions || transactions.length === 0) return null;
  const shown = isShowingAll ? transactions : transactions.slice(0, SHOWN);
  // The note explains rows on screen: once the duplicate has scrolled out of the newest, it goes too.
  const hasDuplicate = shown.some((transaction) => transaction.type === 'duplicate_cancellation');
  return (
    <section aria-labelledby="payments-title" data-testid="payments" className="border-line/70 border-t pt-4">
      <div className="flex items-center justify-between gap-3">
        <h3
          id="payments-title"
          className="inline-flex items-center gap-2 text-ink-subtle text-xs uppercase tracking-wider"
        >
          <Receipt aria-hidden="true" className="size-4" />
          {t('payments.title')}
        </h3>
        {transactions.length > SHOWN ? (
          <button
            type="button"
            onClick={() => setShowingAll(!isShowingAll)}
            aria-expanded={isShowingAll}
            className="rounded-md px-1.5 py-0.5 font-medium text-premium text-xs transition-colors hover:bg-surface-raised"
          >
            {isShowingAll ? t('payments.showFewer') : t('payments.showAll', { count: transactions.length })}
          </button>
        ) : null}
      </div>
      {hasDuplicate ? (
        <p
          data-testid="payments-duplicate-note"
          className="mt-3 flex items-start gap-2 rounded-xl border border-line-strong bg-surface-raised/60 p-3 text-ink-muted text-sm"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
          {t('payments.duplicateNote')}
        </p>
      ) : null}
      <ul className="mt-1 divide-y divide-line/60">
        {shown.map((transaction) => (
          <PaymentRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </section>
  );
}
