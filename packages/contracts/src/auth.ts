import { z } from 'zod';
import { PlanSchema, RoleSchema } from './domain';
import { singleLine } from './text';

export const LanguageSchema = z.enum(['es', 'en']);
export type Language = z.infer<typeof LanguageSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const ActiveSubscriptionSchema = z.object({
  plan: PlanSchema,
  status: z.enum(['active', 'inactive', 'expired']),
  /** When access ends unless renewed (hand grants run 7 days); null when no period is known. */
  currentPeriodEnd: isoDate.nullable(),
});

/** A break from gambling; `permanent` is self-exclusion. */
export const BreakPeriodSchema = z.enum(['24h', '7d', '30d', '6m', 'permanent']);
export type BreakPeriod = z.infer<typeof BreakPeriodSchema>;

/** The break in force: when it ends (null for self-exclusion, which does not). */
export const UserBreakSchema = z.object({ endsAt: isoDate.nullable(), permanent: z.boolean() });
export type UserBreak = z.infer<typeof UserBreakSchema>;

/** The current user as the client sees it. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  hasUsedFreePick: z.boolean(),
  emailVerified: z.boolean(),
  activeSubscription: ActiveSubscriptionSchema.nullable(),
  /** Whether the person said they are 18 or older (accounts made before are asked once). */
  ageConfirmed: z.boolean(),
  /** The break in force, or null: during it no picks, alerts, checkout or free pick. */
  onBreak: UserBreakSchema.nullable(),
  /** The person's own weekly stake limit in bankroll units, or null. */
  weeklyStakeLimit: z.number().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/auth/me: the signed-in user, or null for a visitor (not an error: every public page asks). */
export const MeResponseSchema = z.object({ user: UserSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

// Validation: valid email, password ≥ 6, name ≥ 2, code exactly 6.
const email = z.email().max(254);
const password = z.string().min(6).max(200);
const code = z.string().length(6);

export const LoginBodySchema = z.object({ email, password });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SignupBodySchema = z.object({
  name: singleLine(z.string().trim().min(2).max(80)),
  email,
  password,
  /** Interface language at signup; mail goes out in it. */
  language: LanguageSchema.optional(),
  /** "Tengo 18 años o más": must be true (400 `age_not_confirmed` otherwise). */
  ageConfirmed: z.boolean().optional(),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({ email, code, newPassword: password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const VerifyEmailBodySchema = z.object({ email, code });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const ResendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;

/** Login and signup answer the user and a message to show. */
export const AuthResponseSchema = z.object({ user: UserSchema, message: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
