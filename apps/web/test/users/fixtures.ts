import type { AdminTransaction, AdminUser } from '@arcade/contracts';

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
