import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { Agent, createServer, globalAgent } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rootCertificates } from 'node:tls';
import { generate } from 'selfsigned';

/** A browser's subscription as the fake issued it, with the private half the browser would keep. */
export interface FakeSubscription {
  endpoint: string;
  /** What `PushSubscription.toJSON().keys` gives: the public key and the auth secret, base64url. */
  keys: { p256dh: string; auth: string };
  /** The pushes this subscription received that verified and decrypted, parsed as JSON. */
  messages: unknown[];
  /** How the fake answers the next pushes to it (201 until told otherwise). */
  answer(status: number, headers?: Record<string, string>): void;
}

/** Every request the fake got, accepted or not, and why not. */
export interface PushRequestRecord {
  path: string;
  status: number;
  /** Why the fake refused it (bad VAPID JWT, undecryptable body…); undefined when it verified. */
  refusal?: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (`k=`) the request was signed with. */
  vapidKey: string | undefined;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The self-signed certificate (PEM) the client must trust. */
  ca: string;
  /** An https agent trusting the fake, for clients that take one. */
  agent: Agent;
  /** A new subscription: an ECDH P-256 key pair and a 16-byte auth secret, as a browser makes them. */
  subscribe(): FakeSubscription;
  requests: PushRequestRecord[];
  /** Resolves once `predicate` holds, checking after every request (rejects after `timeoutMs`). */
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Checks a VAPID `Authorization: vapid t=<jwt>, k=<key>` header for `audience`; answers the refusal. */
export function checkVapid(header: string | undefined, audience: string, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return { refusal: 'no VAPID authorization header' };
  const [jwt, key] = [match[1], match[2]];
  const [headerPart = '', claimsPart = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { refusal: 'k is not an uncompressed P-256 point', key };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const jose = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string };
  if (jose.alg !== 'ES256') return { refusal: `JWT alg ${jose.alg}`, key };
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { refusal: 'JWT signature does not verify against k', key };
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return { refusal: `JWT aud ${claims.aud} is not ${audience}`, key };
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600)
    return { refusal: 'JWT exp is not within the next 24 hours', key };
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return { refusal: 'JWT sub missing', key };
  return { key };
}

/**
 * Decrypts an aes128gcm Web Push body (RFC 8188 framing, RFC 8291 keys) with the browser's private
 * key and auth secret, as the browser would; throws when it does not decrypt.
 */
export function decryptPush(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not the sender public key');
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const browserKey = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The fake's TLS key and self-signed certificate (PEM). */
export interface FakePushCertificate {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for 127.0.0.1, made at test time: a process that must trust the fake
 * from its start (a real server) gets `cert` through NODE_EXTRA_CA_CERTS, and the fake is started
 * later with the same pair.
 */
export async function makeFakePushCertificate(): Promise<FakePushCertificate> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * A Web Push service on 127.0.0.1 over HTTPS with a certificate made for the test. A push counts
 * (lands in its subscription's `messages`) only if its VAPID JWT verifies for this origin and its
 * body decrypts with the subscription's private keys, as a browser would read it. Each subscription
 * answers 201 or what the test set (404, 410, 429, 500…); an unknown endpoint answers 404.
 */
export async function startFakePushService(
  certificate?: FakePushCertificate,
  /** A port the server under test was told of (PUSH_SERVICE_ORIGINS); any free one by default. */
  port = 0,
): Promise<FakePushService> {
  const pems = certificate ?? (await makeFakePushCertificate());
  const subscriptions = new Map<
    string,
    FakeSubscription & {
      ecdh: ReturnType<typeof createECDH>;
      authSecret: Buffer;
      reply: { status: number; headers: Record<string, string> };
    }
  >();
  const requests: PushRequestRecord[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const body = await readBody(request);
    const record: PushRequestRecord = {
      path,
      status: 201,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      vapidKey: undefined,
    };
    const subscription = subscriptions.get(path);
    const vapid = checkVapid(request.headers.authorization, origin);
    record.vapidKey = vapid.key;
    if (request.method !== 'POST' || !subscription) {
      record.status = 404;
    } else if (vapid.refusal) {
      [record.status, record.refusal] = [403, vapid.refusal];
    } else if (request.headers['content-encoding'] !== 'aes128gcm' || request.headers.ttl === undefined) {
      [record.status, record.refusal] = [400, 'not an aes128gcm push with a TTL'];
    } else {
      try {
        const text = decryptPush(body, { ecdh: subscription.ecdh, auth: subscription.authSecret });
        record.status = subscription.reply.status;
        if (record.status === 201) subscription.messages.push(JSON.parse(text));
      } catch (error) {
        [record.status, record.refusal] = [400, `does not decrypt: ${String(error)}`];
      }
    }
    requests.push(record);
    const headers = subscription && !record.refusal ? subscription.reply.headers : {};
    response.writeHead(record.status, headers).end();
    for (const wake of waiters) wake();
  };

  const server = createServer({ key: pems.key, cert: pems.cert }, (request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: pems.cert });

  return {
    origin,
    ca: pems.cert,
    agent,
    requests,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const subscription = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        messages: [] as unknown[],
        ecdh,
        authSecret,
        reply: { status: 201, headers: {} as Record<string, string> },
        answer(status: number, headers: Record<string, string> = {}) {
          subscription.reply = { status, headers };
        },
      };
      subscriptions.set(path, subscription);
      return subscription;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      if (predicate()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`the fake push service did not see the expected pushes (${requests.length} requests)`),
          );
        }, timeoutMs);
        const wake = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Makes this process's default https agent (which web-push uses) trust `ca` besides the usual roots,
 * as NODE_EXTRA_CA_CERTS does for a process that starts with it; answers the undo.
 */
export function trustCertificate(ca: string): () => void {
  const options = globalAgent.options as { ca?: string | string[] };
  const before = options.ca;
  options.ca = [...rootCertificates, ca];
  return () => {
    options.ca = before;
  };
}
