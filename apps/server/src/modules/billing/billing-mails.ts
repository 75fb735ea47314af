// The mails a payment event sends the user, in their language, with the plan named as the shop names it.
import type { Plan } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { duplicateRefundMail, type OutgoingMail, paymentFailedMail } from '../mail';
import { findBillingUser } from './billing.repository';
import type { Billing } from './billing.service';
import type { DuplicateSettlement } from './duplicate-subscriptions';

const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  standard: 'Standard',
  vip: 'VIP',
  exclusivo: 'Exclusivo',
  platinum: 'Platinum',
  diamante: 'Diamante',
  diamond: 'Diamond',
  all_access: 'All Access',
};

/** A failed payment the user is told about. */
export interface PaymentFailure {
  userId: string;
  plan: Plan;
  amount: number;
  currency: string;
  invoiceId: string;
}

/** The mail telling the user their payment failed, in their language (read inside the event's transaction). */
export async function paymentFailedMailOf(
  db: Database,
  billing: Billing,
  failure: PaymentFailure,
): Promise<OutgoingMail | null> {
  const user = await findBillingUser(db, failure.userId);
  if (!user) return null;
  return paymentFailedMail({
    to: user.email,
    name: user.name,
    language: user.language,
    plan: PLAN_LABELS[failure.plan],
    amount: failure.amount,
    currency: failure.currency,
    dashboardUrl: `${billing.appUrl}/dashboard`,
  });
}

/** The mail telling the user their second paid subscription was cancelled and refunded, in their language. */
export async function duplicateRefundMailOf(
  db: Database,
  billing: Billing,
  settlement: DuplicateSettlement,
): Promise<OutgoingMail | null> {
  const user = await findBillingUser(db, settlement.userId);
  if (!user) return null;
  return duplicateRefundMail({
    to: user.email,
    name: user.name,
    language: user.language,
    cancelledPlan: PLAN_LABELS[settlement.cancelledPlan],
    keptPlan: settlement.keptPlan ? PLAN_LABELS[settlement.keptPlan] : null,
    refund: settlement.refund,
    dashboardUrl: `${billing.appUrl}/dashboard`,
  });
}
