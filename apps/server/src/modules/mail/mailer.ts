import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: 'es' | 'en';
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps mail in the database and the log (demo without SMTP). */
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL, or the outbox table plus the log when no SMTP server is configured. */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  db: Database,
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, { from: options.from });
    return {
      mode: 'smtp',
      send: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    send: async (mail) => {
      await db.insert(mailOutbox).values({ ...mail, sentAt: null });
      // Without SMTP the log is how a demo user reads their code.
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
    close: () => {},
  };
}
