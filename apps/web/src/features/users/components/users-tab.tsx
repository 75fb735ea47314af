import { Receipt, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState, TableSkeleton } from '@/components/ui/table-frame';
import { LoadMore } from '@/components/ui/load-more';
import { useIsMediumLayout } from '@/hooks/use-media-query';
import { getErrorMessage } from '@/lib/error-message';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { useAdminUsers } from '../api/get-admin-users';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { TransactionCards, TransactionsTable } from './transactions-list';
import { UserCards, UsersTable } from './users-list';

function UsersSection({ isWide }: { isWide: boolean }) {
  const { t } = useTranslation('users');
  const list = useAdminUsers();
  const { users, total, error, isPending, refetch } = list;
  const actions = useSubscriptionActions();
  const List = isWide ? UsersTable : UserCards;
  const count = total !== undefined ? t('list.count', { count: total }) : undefined;

  return (
    <SectionCard
      title={t('list.title')}
      titleId="users-list-title"
      aside={count ? <p className="text-ink-muted text-sm">{count}</p> : undefined}
    >
      {isPending ? (
        <TableSkeleton label={t('list.loading')} />
      ) : error ? (
        <InlineError
          testId="users-error"
          message={t('list.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : !users || users.length === 0 ? (
        <EmptyState
          testId="users-empty"
          icon={<UserRound aria-hidden="true" className="size-5" />}
          title={t('list.empty')}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <List users={users} actions={actions} />
          <LoadMore
            testId="users-more"
            shown={users.length}
            total={total}
            hasMore={list.hasNextPage}
            isLoading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      )}
    </SectionCard>
  );
}

function TransactionsSection({ isWide }: { isWide: boolean }) {
  const { t } = useTranslation('users');
  const { data: transactions, error, isPending, refetch } = useAdminTransactions();
  const List = isWide ? TransactionsTable : TransactionCards;

  return (
    <SectionCard
      title={t('transactions.title')}
      subtitle={t('transactions.subtitle')}
      titleId="transactions-title"
    >
      {isPending ? (
        <TableSkeleton label={t('transactions.loading')} />
      ) : error ? (
        <InlineError
          testId="transactions-error"
          message={t('transactions.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : transactions.length === 0 ? (
        <EmptyState
          testId="transactions-empty"
          icon={<Receipt aria-hidden="true" className="size-5" />}
          title={t('transactions.empty')}
        />
      ) : (
        <List transactions={transactions} />
      )}
    </SectionCard>
  );
}

/** Usuarios: accounts with their plans, then the transactions history. */
export function UsersTab() {
  const { t } = useTranslation('users');
  const isWide = useIsMediumLayout();
  return (
    <section data-testid="users-tab" aria-labelledby="users-tab-title" className="flex flex-col gap-6">
      <header>
        <h2 id="users-tab-title" className="font-semibold text-ink text-xl">
          {t('title')}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">{t('subtitle')}</p>
      </header>
      <UsersSection isWide={isWide} />
      <TransactionsSection isWide={isWide} />
    </section>
  );
}
