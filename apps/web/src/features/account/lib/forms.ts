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
