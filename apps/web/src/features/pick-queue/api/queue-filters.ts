import type { AdminPickFilters } from '@/features/picks';

/** Pendientes: pending picks. */
export const PENDING_FILTERS = { status: 'pending' } as const satisfies AdminPickFilters;

/** Aprobados/Publicados: approved or published picks without a result yet. */
export const APPROVED_FILTERS = {
  status: 'approved,published',
  hasResult: 'false',
} as const satisfies AdminPickFilters;
