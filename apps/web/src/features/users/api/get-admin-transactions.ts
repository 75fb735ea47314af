import { type AdminTransaction, AdminTransactionsResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ADMIN_TRANSACTIONS_PATH = '/api/admin/transactions';

export async function getAdminTransactions(signal?: AbortSignal): Promise<AdminTransaction[]> {
  const { transactions } = await apiRequest(ADMIN_TRANSACTIONS_PATH, AdminTransactionsResponseSchema, {
    signal,
  });
  return transactions;
}

/** The newest transactions, newest first, for the Usuarios tab's history table. */
export function adminTransactionsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_TRANSACTIONS_PATH],
    queryFn: ({ signal }) => getAdminTransactions(signal),
  });
}

export function useAdminTransactions() {
  return useQuery(adminTransactionsQueryOptions());
}
