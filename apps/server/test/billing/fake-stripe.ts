import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  DAY,
  eventObject,
  type FakePrice,
  invoiceObject,
  type Json,
  newId,
  nowSeconds,
  parseStripeForm,
  priceObject,
  readText,
  type RecordedStripeCall,
  stripeError,
} from './fake-stripe-objects';
import { type LifecycleState, routeLifecycle } from './fake-stripe-lifecycle';

export { type FakePrice, parseStripeForm, type RecordedStripeCall } from './fake-stripe-objects';

/**
 * A fake of the slice of Stripe's API the server calls (stack.md "Stripe without the internet"), on
 * loopback: customers, prices, Checkout Sessions (created, listed, expired), subscriptions (cancelled
 * too), invoices, refunds and portal sessions, kept in memory so a test can change a subscription and
 * then send the webhook that announces it. Bodies arrive form-encoded as the SDK sends them; every call
 * is recorded, and a write repeated with the same Idempotency-Key gets the first answer again, as Stripe
 * does.
 */

export interface FakeStripeOptions {
  prices: FakePrice[];
  /** Where the fake checkout page posts its signed events (the e2e journey); unset in API tests. */
  webhook?: { url: string; secret: string };
  /** Port on 127.0.0.1; any free one by default. */
  port?: number;
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const calls: RecordedStripeCall[] = [];
  const prices = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** The first answer to each idempotent write, replayed for the same key. */
  const idempotentAnswers = new Map<string, [number, unknown]>();
  const lifecycle: LifecycleState = { sessions, subscriptions, invoices, refunds, beforeExpire: undefined };
  /** Ids that answer 500 while listed, to test a Stripe outage. */
  const failing = new Set<string>();
  /** Requests refused once each with a 4xx (method and path prefix), to test Stripe saying no. */
  const refusals: { method: string; pathPrefix: string; status: number }[] = [];
  let webhook = options.webhook;
  let baseUrl = '';

  for (const price of options.prices) prices.set(price.id, priceObject(price));

  function createSubscription(session: Json, overrides: Partial<SubscriptionChange> = {}): Json {
    const lineItems = session.line_items_fake as { price: string }[];
    const price = prices.get(lineItems[0]?.price ?? '');
    if (!price) throw new Error('checkout session without a known price');
    const start = overrides.currentPeriodStart ?? nowSeconds();
    const subscription: Json = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: null,
      ended_at: null,
      created: start,
      livemode: false,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 7 * DAY,
          },
        ],
      },
    };
    subscriptions.set(subscription.id as string, subscription);
    return changeSubscription(subscription.id as string, overrides);
  }

  type Answer = [number, unknown] | { page: 'pay' | 'cancel' | 'portal'; id: string };

  function route(method: string, path: string, body: Json, query: Json): Answer {
    const match = (pattern: RegExp) => pattern.exec(path)?.[1];
    const notFound = (kind: string, id: string): [number, unknown] => [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${kind}: '${id}'`,
        },
      },
    ];
    const found = (map: Map<string, Json>, kind: string, id: string): [number, unknown] => {
      if (failing.has(id)) return [500, { error: { type: 'api_error', message: 'fake outage' } }];
      const object = map.get(id);
      return object ? [200, object] : notFound(kind, id);
    };
    let id: string | undefined;
    if (method === 'GET' && (id = match(/^\/v1\/prices\/([^/]+)$/))) return found(prices, 'price', id);
    if (method === 'GET' && path === '/v1/prices') {
      return [200, { object: 'list', data: [...prices.values()], has_more: false, url: '/v1/prices' }];
    }
    if (method === 'GET' && (id = match(/^\/v1\/customers\/([^/]+)$/)))
      return found(customers, 'customer', id);
    if (method === 'GET' && (id = match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return found(subscriptions, 'subscription', id);
    }
    if (method === 'GET' && (id = match(/^\/v1\/invoices\/([^/]+)$/))) {
      const [status, invoice] = found(invoices, 'invoice', id);
      if (status !== 200) return [status, invoice];
      const expand = (query.expand as string[] | undefined) ?? [];
      if (expand.includes('payments')) return [200, invoice];
      const { payments: _payments, ...rest } = invoice as Json;
      return [200, rest];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        preferred_locales: body.preferred_locales ?? [],
        livemode: false,
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = (body.line_items as { price: string; quantity: string }[] | undefined) ?? [];
      if (typeof body.customer !== 'string' || !customers.has(body.customer))
        return notFound('customer', String(body.customer));
      if (!lineItems[0] || !prices.has(lineItems[0].price))
        return notFound('price', String(lineItems[0]?.price));
      const sessionId = newId('cs_test');
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        locale: body.locale ?? null,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        line_items_fake: lineItems,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${baseUrl}/checkout/${sessionId}`,
        livemode: false,
      };
      sessions.set(sessionId, session);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (typeof body.customer !== 'string' || !customers.has(body.customer))
        return notFound('customer', String(body.customer));
      const portalId = newId('bps');
      const portal = {
        id: portalId,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        locale: body.locale ?? null,
        url: `${baseUrl}/portal/${portalId}`,
        livemode: false,
      };
      portalSessions.set(portalId, portal);
      return [200, portal];
    }
    const later = routeLifecycle(lifecycle, method, path, body, query);
    if (later) return later;
    if (method === 'GET' && (id = match(/^\/checkout\/([^/]+)$/))) return { page: 'pay', id };
    if (method === 'GET' && (id = match(/^\/checkout\/([^/]+)\/cancel$/))) return { page: 'cancel', id };
    if (method === 'GET' && (id = match(/^\/portal\/([^/]+)$/))) return { page: 'portal', id };
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  /** The fake's own pages: Checkout (pays at once, or goes back on /cancel) and the customer portal. */
  async function page(res: ServerResponse, answer: { page: 'pay' | 'cancel' | 'portal'; id: string }) {
    if (answer.page === 'portal') {
      const portal = portalSessions.get(answer.id);
      if (!portal) return stripeError(res, 404, 'No such portal session');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Fake customer portal</title><h1>Fake customer portal</h1>
<p>Customer ${String(portal.customer)}</p><a href="${String(portal.return_url)}">Return</a>`);
      return;
    }
    const session = sessions.get(answer.id);
    if (!session) return stripeError(res, 404, 'No such checkout session');
    if (answer.page === 'cancel') {
      res.writeHead(303, { location: session.cancel_url as string });
      res.end();
      return;
    }
    return payCheckout(res, answer.id);
  }

  /** The fake checkout page: pays at once, posts the signed events to the webhook, returns to success_url. */
  async function payCheckout(res: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    const target = webhook;
    // An expired (or already paid) session cannot be paid: Stripe's page says so.
    if (session && session.status !== 'open') {
      return stripeError(res, 409, `This Checkout Session is ${String(session.status)}`, 'checkout_closed');
    }
    if (!session || !target) return stripeError(res, 404, 'No such checkout session');
    const { subscription, invoice } = completeCheckout(sessionId);
    for (const event of [
      eventObject('checkout.session.completed', sessions.get(sessionId) as Json),
      eventObject('customer.subscription.created', subscription),
      eventObject('invoice.paid', invoice),
    ]) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!answer.ok) throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
    }
    res.writeHead(303, { location: session.success_url as string });
    res.end();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = await readText(req);
      const body = parseStripeForm(text);
      const query = parseStripeForm(url.search.slice(1));
      calls.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        body,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      const method = req.method ?? 'GET';
      const key = req.headers['idempotency-key'];
      const replayKey =
        typeof key === 'string' && method !== 'GET' ? `${method} ${url.pathname} ${key}` : null;
      const replayed = replayKey ? idempotentAnswers.get(replayKey) : undefined;
      const refusal = refusals.findIndex(
        (entry) => entry.method === method && url.pathname.startsWith(entry.pathPrefix),
      );
      if (refusal >= 0) {
        const status = refusals.splice(refusal, 1)[0]?.status ?? 400;
        return stripeError(res, status, 'refused by the test', 'fake_refusal');
      }
      const answer = replayed ?? route(method, url.pathname, body, query);
      if (!Array.isArray(answer)) return page(res, answer);
      if (replayKey && !replayed && answer[0] < 500) idempotentAnswers.set(replayKey, answer);
      const [status, payload] = answer;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(payload));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  interface SubscriptionChange {
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodStart: number;
    currentPeriodEnd: number;
    priceId: string;
  }

  /** Changes a subscription as Stripe would (a cancellation, a renewal, a deletion), keeping the rest. */
  function changeSubscription(id: string, change: Partial<SubscriptionChange>): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const item = (subscription.items as { data: Json[] }).data[0] as Json;
    if (change.status !== undefined) {
      subscription.status = change.status;
      if (change.status === 'canceled') {
        subscription.canceled_at = nowSeconds();
        subscription.ended_at = nowSeconds();
      }
    }
    if (change.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      subscription.canceled_at = change.cancelAtPeriodEnd ? nowSeconds() : null;
    }
    if (change.currentPeriodStart !== undefined) item.current_period_start = change.currentPeriodStart;
    if (change.currentPeriodEnd !== undefined) item.current_period_end = change.currentPeriodEnd;
    if (change.priceId !== undefined) {
      const price = prices.get(change.priceId);
      if (!price) throw new Error(`no price ${change.priceId}`);
      item.price = price;
    }
    return structuredClone(subscription);
  }

  /**
   * What Stripe does when the customer pays on the Checkout page: a subscription and its first paid
   * invoice. Tests may complete a session that has just expired: a payment already under way when
   * another tab's Checkout expired it.
   */
  function completeCheckout(sessionId: string, overrides: Partial<SubscriptionChange> = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const subscription = createSubscription(session, overrides);
    session.subscription = subscription.id;
    session.status = 'complete';
    session.payment_status = 'paid';
    const price = (subscription.items as { data: { price: Json }[] }).data[0]?.price as Json;
    const invoice = createInvoice(subscription.id as string, {
      amount: price.unit_amount as number,
      paid: true,
    });
    return { session: structuredClone(session), subscription, invoice };
  }

  /** An invoice of a subscription, paid (with a payment intent) or failed. */
  function createInvoice(
    subscriptionId: string,
    invoice: { amount: number; paid: boolean; paymentIntent?: string },
  ) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const isFirst = ![...invoices.values()].some(
      (other) =>
        (other.parent as { subscription_details: { subscription: string } }).subscription_details
          .subscription === subscriptionId,
    );
    const created = invoiceObject(subscription, { ...invoice, isFirst });
    invoices.set(created.id as string, created);
    return structuredClone(created);
  }

  return {
    url: baseUrl,
    calls,
    customers,
    sessions,
    subscriptions,
    invoices,
    portalSessions,
    refunds,
    failing,
    /** The next request of this method to a path starting with this answers `status` (a 4xx) once. */
    refuseOnce: (method: string, pathPrefix: string, status = 400) => {
      refusals.push({ method, pathPrefix, status });
    },
    /** Runs as an expiry request arrives, before it is applied; unset by default. */
    onExpire: (hook: ((sessionId: string) => void) | undefined) => {
      lifecycle.beforeExpire = hook;
    },
    /** Where the Checkout page posts its events (set once the app listens). */
    setWebhook: (target: { url: string; secret: string }) => {
      webhook = target;
    },
    callsTo: (method: string, pathPrefix: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(pathPrefix)),
    completeCheckout,
    changeSubscription,
    createInvoice,
    eventOf: eventObject,
    subscription: (id: string) => structuredClone(subscriptions.get(id)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive: without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
