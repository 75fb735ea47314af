import type { AccountExport } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { betsForExport } from '../bets';
import { listSessions } from '../sessions';
import { breaksOf, userByEmail } from '../users';
import { personalRecords } from './account-export.repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A push endpoint's host: which browser's push service, not the endpoint's secret path. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * Everything the service holds about the signed-in person (GET /api/account/export): profile, breaks,
 * sessions, plans, payments, the free pick, alert settings, the Telegram link, push subscriptions (host only) and
 * the emails sent to them (subject, status, date), and their book of bets.
 */
export async function exportAccount(
  db: Database,
  caller: { email: string; token: string },
  now: Date,
): Promise<AccountExport> {
  const user = await userByEmail(db, caller.email);
  if (!user) throw new Error('the signed-in person has no account row');
  const [sessions, records, breaks, bets] = await Promise.all([
    listSessions(db, user.id, caller.token, now),
    personalRecords(db, user.id, user.email),
    breaksOf(db, user.id),
    betsForExport(db, user.id, now),
  ]);
  const { plans, payments, alerts, telegram, pushes, mails } = records;
  return {
    exportedAt: iso(now),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      language: user.language,
      role: user.role,
      emailVerified: user.emailVerified,
      emailNotifications: user.emailNotifications,
      createdAt: iso(user.createdAt),
      ageConfirmedAt: isoOrNull(user.ageConfirmedAt),
      weeklyStakeLimit: user.weeklyStakeLimit,
    },
    breaks: breaks.map((entry) => ({
      period: entry.period,
      startedAt: iso(entry.startedAt),
      endsAt: isoOrNull(entry.endsAt),
    })),
    sessions: sessions.map(({ id: _publicId, ...session }) => session),
    plans: plans.map((plan) => ({
      ...plan,
      currentPeriodStart: isoOrNull(plan.currentPeriodStart),
      currentPeriodEnd: isoOrNull(plan.currentPeriodEnd),
      createdAt: iso(plan.createdAt),
    })),
    payments: payments.map((payment) => ({ ...payment, createdAt: iso(payment.createdAt) })),
    freePick: {
      used: user.hasUsedFreePick,
      pickId: payments.find((payment) => payment.type === 'free_pick')?.pickId ?? null,
    },
    alerts: {
      emailNotifications: user.emailNotifications,
      telegram: alerts?.telegram ?? true,
      push: alerts?.push ?? true,
      sports: alerts?.sports ?? null,
      bankroll: alerts?.bankroll ?? null,
    },
    telegram: telegram ? { username: telegram.username, linkedAt: iso(telegram.linkedAt) } : null,
    pushSubscriptions: pushes.map((push) => ({
      host: hostOf(push.endpoint),
      createdAt: iso(push.createdAt),
    })),
    emails: mails.map((mail) => ({ ...mail, createdAt: iso(mail.createdAt) })),
    bets,
  };
}
