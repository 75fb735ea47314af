import type { AdminTransaction } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import { formatCents } from '../lib/format-amount';

type TransactionsListProps = { transactions: readonly AdminTransaction[] };

const STATUS_TONES: Record<AdminTransaction['status'], string> = {
  completed: 'text-edge',
  pending: 'text-premium',
  failed: 'text-danger',
  refunded: 'text-ink-muted',
};

function UserEmail({ transaction }: { transaction: AdminTransaction }) {
  const { t } = useTranslation('users');
  return transaction.userEmail === null ? (
    <span className="text-ink-subtle text-sm italic">{t('transactions.unknownUser')}</span>
  ) : (
    <span className="break-all text-ink text-sm">{transaction.userEmail}</span>
  );
}

function TransactionDate({ transaction }: { transaction: AdminTransaction }) {
  return (
    <time dateTime={transaction.createdAt} className="tabular whitespace-nowrap text-ink-muted text-sm">
      {formatShortDate(transaction.createdAt)}
    </time>
  );
}

/** Money given back reads in green; a duplicate's cancellation moved no money and shows none. */
function TransactionAmount({ transaction }: { transaction: AdminTransaction }) {
  if (transaction.type === 'duplicate_cancellation') return <span className="text-ink-subtle">—</span>;
  return (
    <span className={transaction.amount < 0 ? 'text-edge' : undefined}>
      {formatCents(transaction.amount, transaction.currency)}
    </span>
  );
}

function TransactionStatus({ transaction }: { transaction: AdminTransaction }) {
  const { t } = useTranslation('users');
  return (
    <span className={cn('font-medium text-sm', STATUS_TONES[transaction.status])}>
      {t(`transactions.statuses.${transaction.status}`)}
    </span>
  );
}

/** Date, user (or 'Usuario desconocido'), type, amount in the transaction's currency and status. */
export function TransactionsTable({ transactions }: TransactionsListProps) {
  const { t } = useTranslation('users');
  return (
    <TableFrame caption={t('transactions.caption')} testId="transactions-table">
      <thead>
        <tr>
          <Th>{t('transactions.columns.date')}</Th>
          <Th>{t('transactions.columns.user')}</Th>
          <Th>{t('transactions.columns.type')}</Th>
          <Th className="text-right">{t('transactions.columns.amount')}</Th>
          <Th>{t('transactions.columns.status')}</Th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <Tr key={transaction.id} data-testid="transaction-row">
            <Td>
              <TransactionDate transaction={transaction} />
            </Td>
            <Td>
              <UserEmail transaction={transaction} />
            </Td>
            <Td className="text-ink text-sm">{t(`transactions.types.${transaction.type}`)}</Td>
            <Td data-testid="transaction-amount" className="tabular text-right font-medium text-ink text-sm">
              <TransactionAmount transaction={transaction} />
            </Td>
            <Td>
              <TransactionStatus transaction={transaction} />
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function TransactionCards({ transactions }: TransactionsListProps) {
  const { t } = useTranslation('users');
  return (
    <ul
      data-testid="transactions-cards"
      aria-label={t('transactions.caption')}
      className="grid grid-cols-1 gap-3"
    >
      {transactions.map((transaction) => (
        <li
          key={transaction.id}
          data-testid="transaction-card"
          className="grid min-w-0 gap-2 rounded-2xl border border-line bg-surface/60 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <TransactionDate transaction={transaction} />
            <TransactionStatus transaction={transaction} />
          </div>
          <UserEmail transaction={transaction} />
          <div className="flex items-center justify-between gap-3">
            <span className="text-ink-muted text-sm">{t(`transactions.types.${transaction.type}`)}</span>
            <span data-testid="transaction-amount" className="tabular font-semibold text-ink">
              <TransactionAmount transaction={transaction} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
