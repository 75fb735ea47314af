import { ResetPasswordBodySchema, VerifyEmailBodySchema } from '@arcade/contracts';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';

/** Verification and reset codes are 6 digits. */
export const CODE_LENGTH = 6;

export const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

// An empty field falls through to the forms' 'Required'; anything else short says "6 digits".
const code = z.string().regex(/^\d{6}$/, {
  error: (issue) => (issue.input === '' ? undefined : formMessage('exactDigits', CODE_LENGTH)),
});

/** The reset and verification forms: the wire schemas with the code held to its 6 digits. */
export const ResetPasswordFormSchema = ResetPasswordBodySchema.extend({ code });
export const VerifyEmailFormSchema = VerifyEmailBodySchema.extend({ code });
