import { z } from 'zod';
import { ReasonSchema } from './reasons';
import { PlanSchema, TierSchema } from './domain';
import { TransactionStatusSchema, TransactionTypeSchema } from './users';

const isoDate = z.iso.datetime({ offset: true });

/** A plan on sale: its Stripe price, read from Stripe once and cached. */
export const BillingPlanSchema = z.object({
  plan: PlanSchema,
  /** The tiers it grants (`tiersOfPlan`). */
  tiers: z.array(TierSchema),
  /** The weekly price in the currency's minor units (cents), and the ISO currency in lower case. */
  weeklyAmount: z.number().int().min(0),
  currency: z.string().length(3),
});
export type BillingPlan = z.infer<typeof BillingPlanSchema>;

/** GET /api/billing/config: payments are off without STRIPE_SECRET_KEY (plans are then granted by hand). */
export const BillingConfigSchema = z.object({
  enabled: z.boolean(),
  plans: z.array(BillingPlanSchema),
});
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

/** POST /api/billing/checkout. */
export const CheckoutBodySchema = z.strictObject({ plan: PlanSchema });
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/**
 * Why the server refused a billing request: `error.reason` of its 409, for the web to translate.
 * `payments_disabled`: no STRIPE_SECRET_KEY (plans are granted by hand); `plan_not_on_sale`: the plan
 * has no price in STRIPE_PRICES; `already_subscribed`: the user's Stripe subscription is still alive
 * (change it in the portal); `checkout_in_progress`: another Checkout of the same person is being
 * opened at this moment (one payable Checkout per person); `no_customer`: the portal needs a first checkout.
 */
export const BillingRefusalSchema = ReasonSchema.extract([
  'payments_disabled',
  'plan_not_on_sale',
  'already_subscribed',
  'checkout_in_progress',
  'no_customer',
  'on_break',
]);
export type BillingRefusal = z.infer<typeof BillingRefusalSchema>;

/** Where the browser goes next: Stripe's Checkout page or its customer portal. */
export const BillingRedirectSchema = z.object({ url: z.url() });
export type BillingRedirect = z.infer<typeof BillingRedirectSchema>;

/** The signed-in user's plan as the dashboard shows it (GET /api/billing/subscription). */
export const MySubscriptionSchema = z.object({
  plan: PlanSchema.nullable(),
  /** Stripe's own status when Stripe manages the plan ('active', 'trialing', 'past_due', 'canceled', …). */
  stripeStatus: z.string().nullable(),
  active: z.boolean(),
  currentPeriodEnd: isoDate.nullable(),
  /** Cancelled: the plan keeps its tiers until `currentPeriodEnd`, then ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** 'stripe' when paid through Stripe (the portal manages it), 'admin' when granted by hand. */
  managedBy: z.enum(['stripe', 'admin']).nullable(),
  /** The user's switch for publication emails. */
  emailNotifications: z.boolean(),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

/**
 * One of the signed-in user's own payments (GET /api/billing/transactions): a charge, a failed attempt,
 * a duplicate subscription's cancellation, a refund (a negative amount). The free pick is not listed.
 */
export const MyTransactionSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  type: TransactionTypeSchema,
  /** Integer minor units (cents); negative for money given back. */
  amount: z.number().int(),
  currency: z.string(),
  status: TransactionStatusSchema,
});
export type MyTransaction = z.infer<typeof MyTransactionSchema>;

/** GET /api/billing/transactions: the newest first. */
export const MyTransactionsResponseSchema = z.object({ transactions: z.array(MyTransactionSchema) });
export type MyTransactionsResponse = z.infer<typeof MyTransactionsResponseSchema>;
