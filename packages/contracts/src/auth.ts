import { z } from 'zod';
import { PlanSchema, RoleSchema } from './domain';

export const ActiveSubscriptionSchema = z.object({
  plan: PlanSchema,
  status: z.enum(['active', 'inactive', 'expired']),
});

/** The current user as the client sees it. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  hasUsedFreePick: z.boolean(),
  emailVerified: z.boolean(),
  activeSubscription: ActiveSubscriptionSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;
