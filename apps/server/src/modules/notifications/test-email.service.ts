import { AppError } from '../../lib/app-error';
import type { Language } from '../../lib/request-language';
import type { Mailer } from '../mail';
import { testMail } from './publication-mail';

/** How long the test email's request waits for the first delivery attempt (SMTP connect times out at 10 s). */
const TEST_MAIL_WAIT_MS = 15_000;

const testMailMessages = {
  es: {
    sent: (to: string) => `Email de prueba enviado a ${to}.`,
    logged: (to: string) =>
      `Sin SMTP_URL: el email de prueba a ${to} queda en la tabla mail_outbox y en el log del servidor.`,
  },
  en: {
    sent: (to: string) => `Test email sent to ${to}.`,
    logged: (to: string) =>
      `No SMTP_URL: the test email to ${to} was kept in the mail_outbox table and the server log.`,
  },
} as const;

/**
 * POST /api/admin/test-email: a publication email's look-alike to `to` (the admin's own address
 * without one), answered once its first delivery attempt is known, in the admin's language. Not sent
 * yet or failed, it is a 503 that says why (`test_email_queued`, `test_email_failed`).
 */
export async function sendTestEmail(
  mailer: Mailer,
  admin: { email: string; name: string; language: Language },
  to: string = admin.email,
): Promise<{ message: string }> {
  const { language } = admin;
  const id = await mailer.send(testMail(to, admin.name, language));
  if (!id) throw new Error('the test email was not queued');
  const attempt = await mailer.waitForAttempt(id, TEST_MAIL_WAIT_MS);
  if (attempt.status === 'sent') return { message: testMailMessages[language].sent(to) };
  if (attempt.status === 'logged') return { message: testMailMessages[language].logged(to) };
  const why = attempt.error ?? `no attempt within ${TEST_MAIL_WAIT_MS / 1000} s`;
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    attempt.status === 'failed'
      ? `The test email to ${to} could not be sent (${why})`
      : `The test email to ${to} was not sent yet (${why}); it stays queued and will be retried`,
    {
      reason: attempt.status === 'failed' ? 'test_email_failed' : 'test_email_queued',
      details: { to, failure: why },
    },
  );
}
