import { SportSchema, TierSchema } from '@arcade/contracts';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';
import type { RecordFilters } from '../api/get-record';
import { isMonth } from '../lib/months';

const MAX_PAGE = 100_000;

function readFilters(params: URLSearchParams): RecordFilters {
  const sport = SportSchema.safeParse(params.get('sport'));
  const tier = TierSchema.safeParse(params.get('tier'));
  const month = params.get('month') ?? '';
  const page = Number(params.get('page'));
  return {
    sport: sport.success ? sport.data : null,
    tier: tier.success ? tier.data : null,
    month: isMonth(month) ? month : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

type FilterKey = 'sport' | 'tier' | 'month';

const NO_FILTER = new URLSearchParams();

/**
 * The record's filters live in the address (?sport=&tier=&month=&page=), so a filtered view can be
 * shared and survives a reload; an unknown value reads as no filter. A new filter goes back to page 1.
 * The page is prerendered unfiltered: hydration renders it so, and the address's filters right after.
 */
export function useRecordFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(useHydrated() ? params : NO_FILTER);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    setFilter: (key: FilterKey, value: string | null) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    setPage: (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    clear: () =>
      update((next) => {
        for (const key of ['sport', 'tier', 'month', 'page']) next.delete(key);
      }),
  };
}
