import { z } from 'zod';
import { BetSchema } from './bets';
import { BreakPeriodSchema, LanguageSchema } from './auth';
import { SessionDeviceSchema } from './sessions';
import { singleLine } from './text';

/** PATCH /api/account: the person's name and language, either or both. Answers `{ user }` (MeResponse's). */
export const AccountUpdateBodySchema = z
  .strictObject({
    name: singleLine(z.string().trim().min(2).max(80)).optional(),
    language: LanguageSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.language !== undefined, {
    message: 'Give a name, a language or both',
  });
export type AccountUpdateBody = z.infer<typeof AccountUpdateBodySchema>;

/**
 * POST /api/account/password: the current password is required (400 `wrong_password`); the new one
 * follows the signup's rules (400 `password_too_common`). The other sessions end, this one stays.
 */
export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(6).max(200),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * POST /api/account/email: mails a 6-digit code to the new address (the code rules of signup's); the
 * current password is required (400 `wrong_password`), a taken address is 409 `email_taken`.
 */
export const ChangeEmailBodySchema = z.strictObject({
  newEmail: z.email().max(254),
  currentPassword: z.string().min(1).max(200),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** POST /api/account/email/verify: the code mailed to the new address; answers `{ user }` moved to it. */
export const VerifyEmailChangeBodySchema = z.strictObject({ code: z.string().regex(/^\d{6}$/) });
export type VerifyEmailChangeBody = z.infer<typeof VerifyEmailChangeBodySchema>;

/** POST /api/account/age: an account made before signup asked for it says, once, that the person is 18+. */
export const AgeConfirmBodySchema = z.strictObject({ ageConfirmed: z.boolean() });
export type AgeConfirmBody = z.infer<typeof AgeConfirmBodySchema>;

/**
 * POST /api/account/break: a break from gambling. Nobody shortens or lifts one (409
 * `break_cannot_end_early`); a longer one may replace it.
 */
export const BreakBodySchema = z.strictObject({ period: BreakPeriodSchema });
export type BreakBody = z.infer<typeof BreakBodySchema>;

/** PUT /api/account/limits: the person's weekly stake limit in bankroll units, or null for none. */
export const LimitsBodySchema = z.strictObject({
  weeklyStake: z.number().positive().max(1_000_000_000).nullable(),
});
export type LimitsBody = z.infer<typeof LimitsBodySchema>;

/** DELETE /api/account: the password confirms it (400 `wrong_password`); the last admin cannot (409 `last_admin`). */
export const DeleteAccountBodySchema = z.strictObject({ password: z.string().min(1).max(200) });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

const instant = z.iso.datetime({ offset: true });

/**
 * GET /api/account/export: everything the service holds about the person, as a JSON download. Never a
 * password hash, a code, a token, a key or a push endpoint's secret path (only its host).
 */
export const AccountExportSchema = z.strictObject({
  exportedAt: instant,
  profile: z.strictObject({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    language: LanguageSchema,
    role: z.enum(['user', 'admin']),
    emailVerified: z.boolean(),
    emailNotifications: z.boolean(),
    createdAt: instant,
    ageConfirmedAt: instant.nullable(),
    weeklyStakeLimit: z.number().nullable(),
  }),
  breaks: z.array(
    z.strictObject({ period: BreakPeriodSchema, startedAt: instant, endsAt: instant.nullable() }),
  ),
  sessions: z.array(
    z.strictObject({
      createdAt: instant,
      lastSeenAt: instant,
      device: SessionDeviceSchema,
      current: z.boolean(),
    }),
  ),
  plans: z.array(
    z.strictObject({
      plan: z.string(),
      status: z.string(),
      stripeStatus: z.string().nullable(),
      currentPeriodStart: instant.nullable(),
      currentPeriodEnd: instant.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      createdAt: instant,
    }),
  ),
  payments: z.array(
    z.strictObject({
      type: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      pickId: z.uuid().nullable(),
      createdAt: instant,
    }),
  ),
  freePick: z.strictObject({ used: z.boolean(), pickId: z.uuid().nullable() }),
  alerts: z.strictObject({
    emailNotifications: z.boolean(),
    telegram: z.boolean(),
    push: z.boolean(),
    sports: z.array(z.string()).nullable(),
    bankroll: z.number().nullable(),
  }),
  telegram: z.strictObject({ username: z.string().nullable(), linkedAt: instant }).nullable(),
  pushSubscriptions: z.array(z.strictObject({ host: z.string(), createdAt: instant })),
  emails: z.array(z.strictObject({ subject: z.string(), status: z.string(), createdAt: instant })),
  bets: z.array(
    BetSchema.pick({
      sport: true,
      homeTeam: true,
      awayTeam: true,
      selection: true,
      displayLine: true,
      eventStartTime: true,
      publishedOdds: true,
      odds: true,
      bookmaker: true,
      stake: true,
      result: true,
      profit: true,
      createdAt: true,
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
