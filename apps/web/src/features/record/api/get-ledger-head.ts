import { type LedgerPage, LedgerPageSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const LEDGER_PATH = '/api/record/ledger';

/** GET /api/record/ledger?limit=1: the head (seq and hash) comes with any page; one entry is enough. */
export function getLedgerHead(signal?: AbortSignal): Promise<LedgerPage['head']> {
  return apiRequest(`${LEDGER_PATH}?limit=1`, LedgerPageSchema, { signal }).then((page) => page.head);
}

/** The record's ledger head, public; a pick change moves it (its key sits under /api/record). */
export function ledgerHeadQueryOptions() {
  return queryOptions({
    queryKey: ['/api/record', 'ledger-head'],
    queryFn: ({ signal }) => getLedgerHead(signal),
  });
}

export const useLedgerHead = () => useQuery(ledgerHeadQueryOptions());
