import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  alertPreferences,
  mailOutbox,
  pushSubscriptions,
  subscriptions,
  telegramLinks,
  transactions,
} from '../../db/schema/index';

/**
 * What the service holds about one person beyond their profile and sessions, read for their export
 * (decided field by field: never a hash, a code, a token, a key, or a push endpoint's secret path).
 */
export async function personalRecords(db: Database, userId: string, email: string) {
  const [plans, payments, [alerts], [telegram], pushes, mails] = await Promise.all([
    db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        stripeStatus: subscriptions.stripeStatus,
        currentPeriodStart: subscriptions.currentPeriodStart,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({
        type: transactions.type,
        status: transactions.status,
        amount: transactions.amount,
        currency: transactions.currency,
        pickId: transactions.pickId,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.createdAt)),
    db
      .select({
        telegram: alertPreferences.telegram,
        push: alertPreferences.push,
        sports: alertPreferences.sports,
        bankroll: alertPreferences.bankroll,
      })
      .from(alertPreferences)
      .where(eq(alertPreferences.userId, userId)),
    db
      .select({ username: telegramLinks.username, linkedAt: telegramLinks.linkedAt })
      .from(telegramLinks)
      .where(eq(telegramLinks.userId, userId)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt)),
  ]);
  return { plans, payments, alerts, telegram, pushes, mails };
}
