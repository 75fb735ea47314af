import { relations } from 'drizzle-orm';
import { emailVerificationCodes, passwordResetCodes, sessions, users } from './accounts';
import { aiPickAnalyses } from './ai';
import { backtestResults, backtestRuns } from './backtests';
import { subscriptions, transactions } from './billing';
import { betSplits, events, historicalMatches, lineMovements, odds } from './market';
import { picks } from './picks';
import { sportPrompts } from './settings';

// For the relational query API (`db.query.picks.findMany({ with: { event: true } })`).

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  subscriptions: many(subscriptions),
  transactions: many(transactions),
  passwordResetCodes: many(passwordResetCodes),
  emailVerificationCodes: many(emailVerificationCodes),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetCodesRelations = relations(passwordResetCodes, ({ one }) => ({
  user: one(users, { fields: [passwordResetCodes.userId], references: [users.id] }),
}));

export const emailVerificationCodesRelations = relations(emailVerificationCodes, ({ one }) => ({
  user: one(users, { fields: [emailVerificationCodes.userId], references: [users.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  user: one(users, { fields: [transactions.userId], references: [users.id] }),
  pick: one(picks, { fields: [transactions.pickId], references: [picks.id] }),
}));

export const eventsRelations = relations(events, ({ many }) => ({
  odds: many(odds),
  picks: many(picks),
  betSplits: many(betSplits),
  lineMovements: many(lineMovements),
  historicalMatches: many(historicalMatches),
}));

export const oddsRelations = relations(odds, ({ one }) => ({
  event: one(events, { fields: [odds.eventId], references: [events.id] }),
}));

export const betSplitsRelations = relations(betSplits, ({ one }) => ({
  event: one(events, { fields: [betSplits.eventId], references: [events.id] }),
}));

export const lineMovementsRelations = relations(lineMovements, ({ one }) => ({
  event: one(events, { fields: [lineMovements.eventId], references: [events.id] }),
}));

export const historicalMatchesRelations = relations(historicalMatches, ({ one }) => ({
  event: one(events, { fields: [historicalMatches.eventId], references: [events.id] }),
}));

export const picksRelations = relations(picks, ({ one, many }) => ({
  event: one(events, { fields: [picks.eventId], references: [events.id] }),
  approver: one(users, { fields: [picks.approvedBy], references: [users.id] }),
  aiAnalyses: many(aiPickAnalyses),
}));

export const aiPickAnalysesRelations = relations(aiPickAnalyses, ({ one }) => ({
  pick: one(picks, { fields: [aiPickAnalyses.pickId], references: [picks.id] }),
  event: one(events, { fields: [aiPickAnalyses.eventId], references: [events.id] }),
  prompt: one(sportPrompts, { fields: [aiPickAnalyses.promptId], references: [sportPrompts.id] }),
}));

export const backtestRunsRelations = relations(backtestRuns, ({ many }) => ({
  results: many(backtestResults),
}));

export const backtestResultsRelations = relations(backtestResults, ({ one }) => ({
  run: one(backtestRuns, { fields: [backtestResults.runId], references: [backtestRuns.id] }),
}));
