import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';

// The fake Stripe's pieces that hold no state: ids, form parsing, errors and object shapes.

export type Json = Record<string, unknown>;

export interface RecordedStripeCall {
  method: string;
  /** Path without the query, e.g. /v1/prices/price_vip. */
  path: string;
  query: Json;
  body: Json;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakePrice {
  id: string;
  unitAmount: number | null;
  currency?: string;
  interval?: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount?: number;
  active?: boolean;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;

/** Sets `a[b][0][c]=v` into nested objects; objects whose keys are all indices become arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter((part) => part.length > 0);
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

export function stripeError(
  res: ServerResponse,
  status: number,
  message: string,
  code = 'resource_missing',
): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }));
}

export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A price as Stripe's API answers it. */
export function priceObject(price: FakePrice): Json {
  return {
    id: price.id,
    object: 'price',
    active: price.active ?? true,
    currency: price.currency ?? 'usd',
    unit_amount: price.unitAmount,
    type: price.interval === null ? 'one_time' : 'recurring',
    recurring:
      price.interval === null
        ? null
        : {
            interval: price.interval ?? 'week',
            interval_count: price.intervalCount ?? 1,
            usage_type: 'licensed',
          },
    livemode: false,
    metadata: {},
  };
}

/** An invoice of a subscription as Stripe's API answers it: paid (with a payment intent) or failed. */
export function invoiceObject(
  subscription: Json,
  invoice: { amount: number; paid: boolean; paymentIntent?: string; isFirst: boolean },
): Json {
  const price = (subscription.items as { data: { price: Json }[] }).data[0]?.price as Json;
  const now = nowSeconds();
  return {
    id: newId('in'),
    object: 'invoice',
    created: now,
    billing_reason: invoice.isFirst ? 'subscription_create' : 'subscription_cycle',
    status_transitions: { paid_at: invoice.paid ? now : null, finalized_at: now },
    customer: subscription.customer,
    currency: price.currency,
    amount_due: invoice.amount,
    amount_paid: invoice.paid ? invoice.amount : 0,
    amount_remaining: invoice.paid ? 0 : invoice.amount,
    status: invoice.paid ? 'paid' : 'open',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    payments: {
      object: 'list',
      data: [
        {
          id: newId('inpay'),
          object: 'invoice_payment',
          status: invoice.paid ? 'paid' : 'open',
          payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent ?? newId('pi') },
        },
      ],
      has_more: false,
    },
    livemode: false,
  };
}

/** A webhook event as Stripe sends it, around a snapshot of the object (the fake's own fields left out). */
export function eventObject(
  type: string,
  object: Json,
  options: { id?: string; created?: number } = {},
): Json {
  const { line_items_fake: _items, subscription_data: _data, ...visible } = object;
  return {
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? nowSeconds(),
    data: { object: structuredClone(visible) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
