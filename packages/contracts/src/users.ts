import { z } from 'zod';
import { UserBreakSchema } from './auth';
import { PlanSchema, RoleSchema } from './domain';

const isoDate = z.iso.datetime({ offset: true });

/** A subscription as the admin reads it: `expired` is an active plan whose period has ended. */
export const SubscriptionStateSchema = z.enum(['active', 'inactive', 'expired']);
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** One row of the Usuarios tab. Plan and status are null for an account that never had one. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  plan: PlanSchema.nullable(),
  status: SubscriptionStateSchema.nullable(),
  currentPeriodEnd: isoDate.nullable(),
  /** Stripe's own status of the user's subscription ('active', 'past_due', 'canceled', …); null when Stripe never managed it. */
  stripeStatus: z.string().nullable().optional(),
  hasUsedFreePick: z.boolean(),
  createdAt: isoDate,
  /** The break the person is on (Usuarios shows it and until when), or null. */
  onBreak: UserBreakSchema.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/admin/users pages: 50 accounts unless `limit` says otherwise, never more than 200. */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_MAX_PAGE_SIZE = 200;

/** GET /api/admin/users query: `cursor` is the `nextCursor` of the previous page, opaque to the client. */
export const AdminUsersQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(ADMIN_USERS_PAGE_SIZE),
  cursor: z.string().min(1).max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

/**
 * One page of the accounts, newest first (by creation, then id); `nextCursor` is null on the last;
 * `total` counts every account.
 */
export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

/**
 * `duplicate_cancellation`: a second paid subscription of one person, cancelled at Stripe; its refund is
 * a `refund` row with a negative amount.
 */
export const TransactionTypeSchema = z.enum([
  'subscription',
  'free_pick',
  'refund',
  'manual',
  'duplicate_cancellation',
]);
export const TransactionStatusSchema = z.enum(['pending', 'completed', 'failed', 'refunded']);

/** One row of the transactions table; `userEmail` is null when the user is unknown. */
export const AdminTransactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  createdAt: isoDate,
  type: TransactionTypeSchema,
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
  status: TransactionStatusSchema,
  pickId: z.string().nullable(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;

export const AdminTransactionsResponseSchema = z.object({ transactions: z.array(AdminTransactionSchema) });
export type AdminTransactionsResponse = z.infer<typeof AdminTransactionsResponseSchema>;

/** PATCH /api/admin/users/:userId/subscription: `tier` is a plan name. */
export const SubscriptionUpdateSchema = z.strictObject({
  tier: PlanSchema,
  status: z.enum(['active', 'inactive']),
});
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdateSchema>;
