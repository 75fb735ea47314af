import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plan } from '@arcade/contracts';
import { startFakeStripe } from '../../apps/server/test/billing/fake-stripe';

/** A plan the fake sells: its weekly price in Stripe, and the product name Stripe's pages show. */
export interface FakePlan {
  plan: Plan;
  priceId: string;
  productName: string;
  /** Minor units (cents) per week. */
  weeklyAmount: number;
  currency: string;
}

/** What a journey may ask the fake about one Checkout Session (GET /__e2e/checkout/:id). */
export interface FakeCheckoutState {
  status: string;
  paymentStatus: string;
  subscriptionStatus: string | null;
  /** The subscription's period end (unix seconds), which the dashboard shows as the renewal date. */
  currentPeriodEnd: number | null;
}

type Json = Record<string, unknown>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function html(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto">${body}</body></html>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Headers that belong to one hop, not to the request being passed on. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding']);

/**
 * The fake Stripe of the server's integration tests (apps/server/test/billing/fake-stripe.ts), behind
 * a front that adds what a browser journey needs: a hosted Checkout page with the plan, its weekly
 * price and a Pay button. The SDK's calls pass through to the fake unchanged, except that the URLs it
 * answers (Checkout, the portal) point at this front. Paying asks the fake's own Checkout route, which
 * marks the subscription active in its state, posts the signed checkout.session.completed,
 * customer.subscription.created and invoice.paid events to the app's webhook, and answers 303 to the
 * session's success_url, which the browser follows.
 */
export async function startFakeStripeCheckout(options: {
  plans: readonly FakePlan[];
  webhook: { url: string; secret: string };
}) {
  const fake = await startFakeStripe({
    prices: options.plans.map((plan) => ({
      id: plan.priceId,
      unitAmount: plan.weeklyAmount,
      currency: plan.currency,
      interval: 'week',
    })),
    webhook: options.webhook,
  });
  let frontUrl = '';
  /** Sessions whose Pay was pressed: a second press (a double click) must not pay twice. */
  const paying = new Set<string>();

  const planOfSession = (session: Json): FakePlan | undefined => {
    const items = session.line_items_fake as { price?: string }[] | undefined;
    return options.plans.find((plan) => plan.priceId === items?.[0]?.price);
  };

  /** A session that can no longer be paid: paid already, or expired by a newer Checkout of the same person. */
  function closedPage(res: ServerResponse, session: Json): void {
    const text =
      session.status === 'expired'
        ? 'This checkout has expired: a newer one was opened'
        : 'This checkout is already paid';
    html(res, 409, 'Checkout', `<h1 data-testid="checkout-closed">${text}</h1>`);
  }

  function checkoutPage(res: ServerResponse, sessionId: string): void {
    const session = fake.sessions.get(sessionId);
    if (!session) return html(res, 404, 'Checkout', '<h1>No such checkout session</h1>');
    const plan = planOfSession(session);
    if (!plan) return html(res, 500, 'Checkout', '<h1>The session sells a price the fake does not know</h1>');
    if (session.status !== 'open') return closedPage(res, session);
    const customer = fake.customers.get(session.customer as string);
    const price = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: plan.currency.toUpperCase(),
    }).format(plan.weeklyAmount / 100);
    html(
      res,
      200,
      `Pay ${plan.productName}`,
      `<p>Fake Stripe Checkout (test mode)</p>
<h1 data-testid="checkout-product">${escapeHtml(plan.productName)}</h1>
<p data-testid="checkout-price">${escapeHtml(price)} per week</p>
<p data-testid="checkout-email">${escapeHtml(String(customer?.email ?? ''))}</p>
<form method="post" action="/checkout/${escapeHtml(sessionId)}/pay">
  <label>Card number <input name="card" value="4242 4242 4242 4242" readonly></label>
  <button type="submit" data-testid="checkout-pay">Pay</button>
</form>
<p><a data-testid="checkout-cancel" href="/checkout/${escapeHtml(sessionId)}/cancel">Cancel and go back</a></p>`,
    );
  }

  /** Pay: the fake's Checkout route pays, posts the signed events and answers 303 to success_url. */
  async function pay(res: ServerResponse, sessionId: string): Promise<void> {
    const session = fake.sessions.get(sessionId);
    if (!session) return html(res, 404, 'Checkout', '<h1>No such checkout session</h1>');
    if (session.status !== 'open' || paying.has(sessionId)) return closedPage(res, session);
    paying.add(sessionId);
    const answer = await fetch(`${fake.url}/checkout/${encodeURIComponent(sessionId)}`, {
      redirect: 'manual',
    });
    const location = answer.headers.get('location');
    if (answer.status !== 303 || !location) {
      const reason = await answer.text();
      return html(
        res,
        502,
        'Checkout failed',
        `<h1 data-testid="checkout-failed">The payment failed</h1><pre>${escapeHtml(reason)}</pre>`,
      );
    }
    res.writeHead(303, { location });
    res.end();
  }

  function state(res: ServerResponse, sessionId: string): void {
    const session = fake.sessions.get(sessionId);
    const subscription =
      typeof session?.subscription === 'string' ? fake.subscription(session.subscription) : undefined;
    const item = (subscription?.items as { data: Json[] } | undefined)?.data[0];
    const body: FakeCheckoutState | null = session
      ? {
          status: session.status as string,
          paymentStatus: session.payment_status as string,
          subscriptionStatus: (subscription?.status as string | undefined) ?? null,
          currentPeriodEnd: (item?.current_period_end as number | undefined) ?? null,
        }
      : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  /** Everything else (the SDK's /v1 calls, the cancel link, the portal page) goes to the fake. */
  async function passOn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (HOP_HEADERS.has(name) || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
    const answer = await fetch(`${fake.url}${req.url ?? '/'}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const out: Record<string, string> = {};
    for (const name of ['content-type', 'location', 'request-id']) {
      const value = answer.headers.get(name);
      if (value !== null) out[name] = value;
    }
    // The fake names its own origin in the URLs it answers; the browser is to come here instead.
    const text = (await answer.text()).replaceAll(fake.url, frontUrl);
    res.writeHead(answer.status, out);
    res.end(text);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://front').pathname;
      const method = req.method ?? 'GET';
      let id: string | undefined;
      if (method === 'GET' && (id = /^\/checkout\/([^/]+)$/.exec(path)?.[1])) return checkoutPage(res, id);
      if (method === 'POST' && (id = /^\/checkout\/([^/]+)\/pay$/.exec(path)?.[1])) return pay(res, id);
      if (method === 'GET' && (id = /^\/__e2e\/checkout\/([^/]+)$/.exec(path)?.[1])) return state(res, id);
      return passOn(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** STRIPE_API_BASE_URL for the app, and the origin of the Checkout and portal pages. */
    url: frontUrl,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await fake.close();
    },
  };
}
