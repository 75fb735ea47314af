import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type FakePushCertificate,
  makeFakePushCertificate,
} from '../../apps/server/test/helpers/fake-push-service';
import { startFakeAi } from './fake-ai';
import { type FakePlan, startFakeStripeCheckout } from './fake-stripe-checkout';
import { type TelegramControl, startTelegramControl } from './fake-telegram-control';
import { startMailbox } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    admin: { email: string; password: string };
    /** The fake Stripe the product is paid through: its origin and the plans it sells. */
    stripe: { url: string; plans: FakePlan[] };
    /** The certificate the server trusts (NODE_EXTRA_CA_CERTS): a spec's fake push service serves it. */
    pushCertificate: FakePushCertificate;
    /** The port a spec's fake push service listens on, the origin the server takes (PUSH_SERVICE_ORIGINS). */
    pushPort: number;
    /** The fake Telegram the product's bot talks to (by long polling), and its control front. */
    telegram: TelegramControl;
    /** Where the spec files take each client's own address from (client-address.ts). */
    clientAddressDir: string;
  }
}

/** The admin the product creates at start-up from ADMIN_EMAIL / ADMIN_PASSWORD. */
const admin = { email: 'admin@example.com', password: 'e2e-admin-pass' };

/**
 * Payments are on, as in production, against a fake Stripe on loopback: two weekly plans at prices
 * of the fake's own (not the fake's defaults), so a journey that shows them shows what Stripe said.
 */
const stripePlans: FakePlan[] = [
  {
    plan: 'vip',
    priceId: 'price_e2e_vip',
    productName: 'Arcade ValueBets VIP',
    weeklyAmount: 1299,
    currency: 'usd',
  },
  {
    plan: 'platinum',
    priceId: 'price_e2e_platinum',
    productName: 'Arcade ValueBets Platinum',
    weeklyAmount: 3499,
    currency: 'usd',
  },
];
const stripeSecrets = { secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e_arcade_valuebets' };

const repoRoot = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: string[]): Promise<void> {
  // `npm start` rebuilds what is stale first, and a loaded shared machine migrates slowly.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${logs.join('')}`);
}

/** Starts the product exactly as the README says (`npm start`) on an empty data directory. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcade-e2e-data-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'arcade-e2e-mail-'));
  const clientAddressDir = mkdtempSync(join(tmpdir(), 'arcade-e2e-clients-'));
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stripe = await startFakeStripeCheckout({
    plans: stripePlans,
    webhook: { url: `${baseUrl}/api/billing/webhook`, secret: stripeSecrets.webhookSecret },
  });
  // Every chat completion gets an answer (the Genius chat; enrichment keeps pModel): see fake-ai.ts.
  const ai = await startFakeAi();
  // Web Push goes to a fake push service over HTTPS that a spec starts with this certificate: the
  // server trusts it from its start, as it would a real push service's.
  const pushCertificate = await makeFakePushCertificate();
  const pushDir = mkdtempSync(join(tmpdir(), 'arcade-e2e-push-'));
  const pushCaFile = join(pushDir, 'ca.pem');
  writeFileSync(pushCaFile, pushCertificate.cert);
  const pushPort = await freePort();
  const telegram = await startTelegramControl();
  const logs: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test: left in, a rebuild would bundle React's development build and the
      // server would skip its start-up sync. `npm start` as a user runs it is production.
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: baseUrl,
      SMTP_URL: mailbox.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STRIPE_SECRET_KEY: stripeSecrets.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeSecrets.webhookSecret,
      STRIPE_PRICES: stripePlans.map((plan) => `${plan.plan}:${plan.priceId}`).join(','),
      STRIPE_API_BASE_URL: stripe.url,
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-e2e',
      AI_MODEL: 'e2e-model',
      NODE_EXTRA_CA_CERTS: pushCaFile,
      PUSH_SERVICE_ORIGINS: `https://127.0.0.1:${pushPort}`,
      TELEGRAM_BOT_TOKEN: telegram.control.token,
      TELEGRAM_API_BASE_URL: telegram.control.apiUrl,
      // Each browser and API session of the journeys names its own address in X-Forwarded-For, as the
      // proxy in front of a deployment does for each client (client-address.ts): believed from loopback
      // only, so the rate limits, left as they are, count every client on its own.
      TRUST_PROXY: '127.0.0.1',
      // The journeys publish picks off the feed that start within seconds, to grade them in a test's time.
      OFF_FEED_MIN_LEAD_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // E2E_SERVER_LOG names a file the server's output is also written to, to read after a run (its
  // requests, their client addresses and statuses: a 429 shows there).
  const logFile = process.env.E2E_SERVER_LOG;
  const keep = (chunk: Buffer) => {
    logs.push(chunk.toString());
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealth(baseUrl, child, logs);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('admin', admin);
  project.provide('stripe', { url: stripe.url, plans: stripePlans });
  project.provide('pushCertificate', pushCertificate);
  project.provide('pushPort', pushPort);
  project.provide('telegram', telegram.control);
  project.provide('clientAddressDir', clientAddressDir);

  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await stripe.close();
    await ai.close();
    await telegram.close();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(clientAddressDir, { recursive: true, force: true });
    rmSync(pushDir, { recursive: true, force: true });
  };
}
