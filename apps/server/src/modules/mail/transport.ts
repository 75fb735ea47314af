import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailOutboxRow } from '../../db/schema/index';

/** What the worker hands a mail to. */
export interface MailTransport {
  /** 'smtp' delivers; 'outbox' writes the mail to the log and leaves it in the table (demo without SMTP). */
  readonly mode: 'smtp' | 'outbox';
  /** Throws when the mail did not go out (server down, refused, timed out): the worker retries it. */
  deliver(mail: MailOutboxRow): Promise<void>;
  close(): void;
}

// A server that accepts the connection and then says nothing must not hold a mail (or the shutdown
// that waits for it) for nodemailer's default minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** nodemailer over SMTP_URL, or the log when no SMTP server is configured. */
export function createTransport(
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(
      { url: options.smtpUrl, ...SMTP_TIMEOUTS },
      { from: options.from },
    );
    return {
      mode: 'smtp',
      deliver: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
        });
        log.info({ mailId: mail.id, to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    deliver: async (mail) => {
      // Without SMTP the log is how a demo user reads their code.
      log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
    close: () => {},
  };
}
