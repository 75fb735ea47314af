import type { AdminTransaction, AdminUser } from '@arcade/contracts';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { jsonResponse } from '@test/helpers';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** An account as GET /api/admin/users lists it; each test states only the fields it is about. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  sequence += 1;
  return {
    id: uuid(sequence),
    email: `user${sequence}@example.com`,
    name: `User ${sequence}`,
    role: 'regular',
    plan: null,
    status: null,
    currentPeriodEnd: null,
    hasUsedFreePick: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    onBreak: null,
    ...overrides,
  };
}

/** GET /api/admin/users's answer: one page of `users`, of `total` accounts, then the page at `nextCursor`. */
export function usersPage(users: AdminUser[], nextCursor: string | null = null, total = users.length) {
  return { users, nextCursor, total };
}

export function makeTransaction(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  sequence += 1;
  return {
    id: uuid(sequence),
    userId: uuid(1000 + sequence),
    userEmail: 'ana@example.com',
    createdAt: '2026-11-20T09:15:00.000Z',
    type: 'subscription',
    amount: 1999,
    currency: 'usd',
    status: 'completed',
    pickId: null,
    ...overrides,
  };
}

type Route = (init?: RequestInit) => Response;

export const subscriptionPath = (user: AdminUser) => `/api/admin/users/${user.id}/subscription`;

/**
 * An admin on the Usuarios tab. `granted` answers PATCH …/subscription per account as the server would:
 * the account as changed, which the users list then holds too.
 */
export function stubUsersTab(
  users: AdminUser[],
  transactions: AdminTransaction[] = [],
  { granted = [], routes = {} }: { granted?: AdminUser[]; routes?: Record<string, Route> } = {},
) {
  let listed = users;
  const grants = Object.fromEntries(
    granted.map((changed) => [
      subscriptionPath(changed),
      () => {
        listed = listed.map((user) => (user.id === changed.id ? changed : user));
        return jsonResponse({ user: changed });
      },
    ]),
  );
  return stubAdmin([], {
    '/api/admin/users': () => jsonResponse(usersPage(listed)),
    '/api/admin/transactions': () => jsonResponse({ transactions }),
    ...grants,
    ...routes,
  });
}
