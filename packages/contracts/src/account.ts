import { z } from 'zod';
import { LanguageSchema } from './auth';
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
