import type { AdminPickFilters } from '@/features/picks';

/** Historial: picks with a result. */
export const GRADED_FILTERS = { hasResult: 'true' } as const satisfies AdminPickFilters;
