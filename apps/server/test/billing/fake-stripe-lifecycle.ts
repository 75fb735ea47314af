import { type Json, newId, nowSeconds } from './fake-stripe-objects';

// The fake Stripe's routes for what happens to objects after they are created: listing and expiring
// Checkout Sessions, listing, cancelling and updating subscriptions, listing invoices, refunding payments.

export interface LifecycleState {
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  refunds: Map<string, Json>;
  /** Called as an expiry request arrives, before it is applied (e.g. to have the payment win a race). */
  beforeExpire: ((sessionId: string) => void) | undefined;
}

type Answer = [number, unknown];

const list = (url: string, data: Json[]): Answer => [
  200,
  { object: 'list', data: data.map((item) => structuredClone(item)), has_more: false, url },
];

const invalid = (message: string, code?: string): Answer => [
  400,
  { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
];

const missing = (kind: string, id: string): Answer => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } },
];

/** Newest first, as Stripe lists; objects created in the same second keep their insertion order reversed. */
const newestFirst = (items: Json[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.created as number) - (a.item.created as number) || b.index - a.index)
    .map(({ item }) => item);

function paymentIntentsOf(invoice: Json): string[] {
  const payments = (invoice.payments as { data: { payment: { payment_intent?: string } }[] } | undefined)
    ?.data;
  return (payments ?? []).flatMap((payment) => payment.payment.payment_intent ?? []);
}

function createRefund(state: LifecycleState, body: Json): Answer {
  const paymentIntent = body.payment_intent;
  if (typeof paymentIntent !== 'string') return invalid('Provide a charge or a payment_intent to refund.');
  const invoice = [...state.invoices.values()].find(
    (candidate) => candidate.amount_paid !== 0 && paymentIntentsOf(candidate).includes(paymentIntent),
  );
  if (!invoice) return missing('payment_intent', paymentIntent);
  const refunded = [...state.refunds.values()]
    .filter((refund) => refund.payment_intent === paymentIntent && refund.status !== 'failed')
    .reduce((sum, refund) => sum + (refund.amount as number), 0);
  const refundable = (invoice.amount_paid as number) - refunded;
  if (refundable <= 0) {
    return invalid(`Charge for ${paymentIntent} has already been refunded.`, 'charge_already_refunded');
  }
  const amount = body.amount === undefined ? refundable : Number(body.amount);
  if (amount > refundable) return invalid(`Refund amount is greater than the unrefunded amount.`);
  const refund: Json = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: invoice.currency,
    payment_intent: paymentIntent,
    charge: `ch_of_${paymentIntent}`,
    status: 'succeeded',
    reason: body.reason ?? null,
    metadata: body.metadata ?? {},
    created: nowSeconds(),
  };
  state.refunds.set(refund.id as string, refund);
  return [200, structuredClone(refund)];
}

function cancelSubscription(state: LifecycleState, id: string, body: Json): Answer {
  const subscription = state.subscriptions.get(id);
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled') {
    return invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const details = (body.cancellation_details as Json | undefined) ?? {};
  subscription.status = 'canceled';
  subscription.canceled_at = nowSeconds();
  subscription.ended_at = nowSeconds();
  subscription.cancellation_details = {
    comment: details.comment ?? null,
    feedback: details.feedback ?? null,
    reason: 'cancellation_requested',
  };
  return [200, structuredClone(subscription)];
}

/** Only the change the server makes: `cancel_at_period_end` (a break stops the renewal). */
function updateSubscription(state: LifecycleState, id: string, body: Json): Answer {
  const subscription = state.subscriptions.get(id);
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled') {
    return invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  if (body.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
  }
  return [200, structuredClone(subscription)];
}

function expireSession(state: LifecycleState, id: string): Answer {
  state.beforeExpire?.(id);
  const session = state.sessions.get(id);
  if (!session) return missing('checkout.session', id);
  if (session.status !== 'open') {
    return invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired (this one is ${String(session.status)}).`,
    );
  }
  session.status = 'expired';
  return [200, structuredClone(session)];
}

/** Stripe's default subscription list leaves out the cancelled ones; `status=all` includes them. */
function subscriptionMatches(subscription: Json, status: unknown): boolean {
  if (status === 'all') return true;
  if (status === undefined) return subscription.status !== 'canceled';
  return subscription.status === status;
}

/** Answers the request if it is one of these routes, else undefined. */
export function routeLifecycle(
  state: LifecycleState,
  method: string,
  path: string,
  body: Json,
  query: Json,
): Answer | undefined {
  const match = (pattern: RegExp) => pattern.exec(path)?.[1];
  let id: string | undefined;
  if (method === 'GET' && path === '/v1/checkout/sessions') {
    const sessions = [...state.sessions.values()].filter(
      (session) =>
        (query.customer === undefined || session.customer === query.customer) &&
        (query.status === undefined || session.status === query.status),
    );
    return list(path, newestFirst(sessions));
  }
  if (method === 'GET' && (id = match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
    const session = state.sessions.get(id);
    return session ? [200, structuredClone(session)] : missing('checkout.session', id);
  }
  if (method === 'POST' && (id = match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
    return expireSession(state, id);
  }
  if (method === 'GET' && path === '/v1/subscriptions') {
    const subscriptions = [...state.subscriptions.values()].filter(
      (subscription) =>
        (query.customer === undefined || subscription.customer === query.customer) &&
        subscriptionMatches(subscription, query.status),
    );
    return list(path, newestFirst(subscriptions));
  }
  if (method === 'DELETE' && (id = match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    return cancelSubscription(state, id, { ...query, ...body });
  }
  if (method === 'POST' && (id = match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    return updateSubscription(state, id, body);
  }
  if (method === 'GET' && path === '/v1/invoices') {
    const invoices = [...state.invoices.values()].filter((invoice) => {
      const details = (invoice.parent as { subscription_details?: { subscription?: string } } | null)
        ?.subscription_details;
      return (
        (query.subscription === undefined || details?.subscription === query.subscription) &&
        (query.customer === undefined || invoice.customer === query.customer)
      );
    });
    return list(
      path,
      newestFirst(invoices).map(({ payments: _payments, ...rest }) => rest),
    );
  }
  if (method === 'POST' && path === '/v1/refunds') return createRefund(state, body);
  if (method === 'GET' && (id = match(/^\/v1\/refunds\/([^/]+)$/))) {
    const refund = state.refunds.get(id);
    return refund ? [200, structuredClone(refund)] : missing('refund', id);
  }
  if (method === 'GET' && path === '/v1/refunds') {
    const refunds = [...state.refunds.values()].filter(
      (refund) => query.payment_intent === undefined || refund.payment_intent === query.payment_intent,
    );
    return list(path, newestFirst(refunds));
  }
  return undefined;
}
