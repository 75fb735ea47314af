import { z } from 'zod';

/** What the account page's forms check before sending (the server checks the same again). */
export const ProfileFormSchema = z.object({ name: z.string().trim().min(2).max(80) });

export const PasswordFormSchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: z.string().min(6).max(200),
});

export const EmailFormSchema = z.object({
  newEmail: z.email().max(254),
  currentPassword: z.string().min(1),
});

export const EmailCodeFormSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

export const DeleteFormSchema = z.object({ password: z.string().min(1) });

/** The weekly stake limit as typed: empty clears it; otherwise a positive amount of bankroll units. */
export const WeeklyLimitFormSchema = z.object({
  weeklyStake: z
    .string()
    .trim()
    .regex(/^(\d+([.,]\d{1,2})?)?$/),
});
