import type { MyTransaction } from '@arcade/contracts';
import { MyTransactionsResponseParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const MY_TRANSACTIONS_PATH = '/api/billing/transactions';

/** The signed-in user's own payments, newest first: charges, failed attempts, cancellations, refunds. */
export async function getMyTransactions(signal?: AbortSignal): Promise<MyTransaction[]> {
  const { transactions } = await apiRequest(MY_TRANSACTIONS_PATH, MyTransactionsResponseParser, { signal });
  return transactions;
}

export function myTransactionsQueryOptions() {
  return queryOptions({
    queryKey: [MY_TRANSACTIONS_PATH],
    queryFn: ({ signal }) => getMyTransactions(signal),
    // A refund or a renewal lands through Stripe's webhook, not through this page: read again after a while.
    staleTime: 60_000,
  });
}

export function useMyTransactions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...myTransactionsQueryOptions(), enabled: isEnabled });
}
