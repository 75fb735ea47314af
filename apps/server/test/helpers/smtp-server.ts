import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The List-Unsubscribe header's address, when the mail has one. */
  listUnsubscribe: string | undefined;
}

export interface SmtpServerOptions {
  /** Listen here (e.g. the port a server that was down used); a free port otherwise. */
  port?: number;
  /**
   * Asked at each MAIL FROM (the n-th attempt, from 1): an SMTP reply code and text to refuse the
   * mail with (e.g. 451 for a temporary failure, 550 for a permanent one), or undefined to take it.
   */
  refuse?: (attempt: number) => { code: number; message: string } | undefined;
  /** Wait this long before accepting each mail's data, like a slow server. */
  delayMs?: number;
}

/** The address inside a List-Unsubscribe header as mailparser gives it (`{ url }` or a string). */
function listUnsubscribeOf(mail: ParsedMail): string | undefined {
  const header = mail.headers.get('list') as unknown as
    { unsubscribe?: { url?: string } | string } | undefined;
  const unsubscribe = header?.unsubscribe;
  return typeof unsubscribe === 'string' ? unsubscribe : unsubscribe?.url;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  /** When each MAIL FROM arrived (ms since the epoch), refused or not. */
  const attempts: number[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts.push(Date.now());
      const refusal = options.refuse?.(attempts.length);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail: ParsedMail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            listUnsubscribe: listUnsubscribeOf(mail),
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The first mail to `to` matching `predicate`, waiting up to 10 s for it to arrive. */
  async function waitForMail(to: string, predicate: (mail: ReceivedMail) => boolean = () => true) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = received.find((m) => m.to === to && predicate(m));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Every mail to `to` received so far. */
  const mailsTo = (to: string) => received.filter((mail) => mail.to === to);

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    attempts,
    waitForMail,
    mailsTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a mail body. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
