import { type LedgerVerify, LedgerVerifySchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const LEDGER_VERIFY_PATH = '/api/record/ledger/verify';
/** While the record does not verify, it is checked again this often, so the warning goes once it does. */
export const LEDGER_RECHECK_MS = 30_000;

/** GET /api/record/ledger/verify (public): the server's own check of the chain and of every pick. */
export function getLedgerVerify(signal?: AbortSignal): Promise<LedgerVerify> {
  return apiRequest(LEDGER_VERIFY_PATH, LedgerVerifySchema, { signal });
}

/** Keyed by its path: the server renders the dashboard from it and sends it along (lib/first-reads). */
export function ledgerVerifyQueryOptions() {
  return queryOptions({
    queryKey: [LEDGER_VERIFY_PATH],
    queryFn: ({ signal }) => getLedgerVerify(signal),
    refetchInterval: (query) => (query.state.data?.ok === false ? LEDGER_RECHECK_MS : false),
  });
}

export const useLedgerVerify = () => useQuery(ledgerVerifyQueryOptions());
