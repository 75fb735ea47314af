/**
 * Runs the fake Stripe API on its own, for trying payments locally without Stripe (docs/operations.md,
 * "Payments (Stripe)").
 *
 *   npx tsx apps/server/test/billing/run-fake-stripe.ts [port]
 *
 * It reads STRIPE_PRICES and STRIPE_WEBHOOK_SECRET (and APP_URL, default http://localhost:3000) from the
 * environment, creates each price as a weekly price, and prints the STRIPE_API_BASE_URL to start the
 * server with. Its Checkout page pays at once and posts the signed events to {APP_URL}/api/billing/webhook.
 */
import { type Plan, PlanSchema } from '@arcade/contracts';
import { startFakeStripe } from './fake-stripe';

/** Cents per week in the fake, per plan. */
const WEEKLY_CENTS: Record<Plan, number> = {
  free: 0,
  standard: 999,
  vip: 1999,
  exclusivo: 2999,
  platinum: 4999,
  diamante: 7999,
  diamond: 7999,
  all_access: 9999,
};

const secret = process.env.STRIPE_WEBHOOK_SECRET;
const pairs = (process.env.STRIPE_PRICES ?? '')
  .split(',')
  .map((pair) => pair.trim().split(':'))
  .filter((pair) => pair.length === 2);
if (!secret || pairs.length === 0) {
  console.error('Set STRIPE_PRICES (e.g. vip:price_vip,platinum:price_platinum) and STRIPE_WEBHOOK_SECRET.');
  process.exit(1);
}
const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const fake = await startFakeStripe({
  prices: pairs.map(([plan, id]) => ({
    id: id as string,
    unitAmount: WEEKLY_CENTS[PlanSchema.parse((plan ?? '').trim())],
  })),
  webhook: { url: `${appUrl}/api/billing/webhook`, secret },
  port: process.argv[2] ? Number(process.argv[2]) : 0,
});
console.log(`Fake Stripe on ${fake.url}: start the server with STRIPE_API_BASE_URL=${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
