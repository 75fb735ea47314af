import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_PICKS_PATH } from './get-admin-picks';

/**
 * Lists a pick change can alter (picks, admin picks and kpis; the admin stats count picks too,
 * and a graded pick's change shows on the public record).
 * Other features' keys are spelled out: importing their query options would make those features depend on picks
 * and picks on them.
 */
const PICK_LIST_KEYS = [
  [ADMIN_PICKS_PATH],
  ['/api/picks'],
  ['/api/kpis'],
  ['/api/admin/stats'],
  ['/api/record'],
] as const;

export async function invalidatePickLists(queryClient: QueryClient): Promise<void> {
  await Promise.all(PICK_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** DELETE /api/admin/picks/:id answers 204 with no body. */
export const NoContentSchema = { parse: (): void => undefined };

export const pickPath = (id: string, action?: string) =>
  `${ADMIN_PICKS_PATH}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
