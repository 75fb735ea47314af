import { describe, expect, it } from 'vitest';
import { invalidatePickLists } from '@/features/picks';
import { createQueryClient } from '@/lib/query-client';
import { makeRecord } from '@test/fixtures/record';
import { recordQueryOptions, recordSearch } from './get-record';

describe('record query', () => {
  it('sends only the filters that are set, and no page 1', () => {
    expect(recordSearch({ sport: null, tier: null, month: null, page: 1 })).toBe('');
    expect(recordSearch({ sport: 'nba', tier: 'vip', month: '2026-10', page: 3 })).toBe(
      'sport=nba&tier=vip&month=2026-10&page=3',
    );
  });

  it("keeps a visitor's answer apart from a signed-in reader's, which carries details", () => {
    const filters = { sport: null, tier: null, month: null, page: 1 };
    expect(recordQueryOptions(filters, 'visitor').queryKey).not.toEqual(
      recordQueryOptions(filters, 'user-1').queryKey,
    );
  });

  it('is refreshed by any pick change (a result corrected by an admin shows on the record)', async () => {
    const client = createQueryClient();
    const { queryKey } = recordQueryOptions({ sport: 'nba', tier: null, month: null, page: 2 }, 'visitor');
    client.setQueryData(queryKey, makeRecord());
    await invalidatePickLists(client);
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
