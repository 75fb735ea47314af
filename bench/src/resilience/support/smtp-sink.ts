// A minimal SMTP server on loopback that accepts every mail and keeps it in memory: enough for the
// product's nodemailer transport (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth).
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  /** The raw message (headers and body), dot-unstuffed. */
  data: string;
  subject: string;
}

export interface SmtpSink {
  url: string;
  mails: SunkMail[];
  close(): Promise<void>;
}

function subjectOf(data: string): string {
  const headers = data.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // Folded header lines continue with whitespace.
  const match = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headers);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

function session(socket: Socket, mails: SunkMail[]): void {
  let buffer = '';
  let inData = false;
  let data: string[] = [];
  let envelope = { from: '', to: [] as string[] };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const onLine = (line: string) => {
    if (inData) {
      if (line === '.') {
        inData = false;
        const raw = data.join('\r\n');
        mails.push({ ...envelope, data: raw, subject: subjectOf(raw) });
        envelope = { from: '', to: [] };
        data = [];
        reply('250 2.0.0 queued');
      } else data.push(line.startsWith('..') ? line.slice(1) : line);
      return;
    }
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') {
      reply('250-sink.local');
      reply('250-8BITMIME');
      reply('250 SMTPUTF8');
    } else if (verb === 'HELO' || verb === 'NOOP') reply('250 OK');
    else if (verb === 'MAIL') {
      envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
      reply('250 OK');
    } else if (verb === 'RCPT') {
      envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
      reply('250 OK');
    } else if (verb === 'DATA') {
      inData = true;
      reply('354 end with <CRLF>.<CRLF>');
    } else if (verb === 'RSET') {
      envelope = { from: '', to: [] };
      reply('250 OK');
    } else if (verb === 'QUIT') {
      reply('221 bye');
      socket.end();
    } else reply('502 command not implemented');
  };
  reply('220 sink.local ESMTP');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\r\n');
    while (end >= 0) {
      onLine(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\r\n');
    }
  });
  socket.on('error', () => undefined);
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, mails);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
