/**
 * The one part of the server that writes each table of the schema (insert, update, delete,
 * truncate): any other part changes the table through its owner's services, reached through the
 * owner's index.ts. An owner is a module (apps/server/src/modules/<owner>), or `db`, the database
 * layer itself. A table that only triggers write (the kept sums) names the module whose writes fire
 * them; one that only migrations fill names the module that reads it.
 *
 * apps/server/test/architecture/table-writers.test.ts holds the code to this map: it finds every
 * write (Drizzle's insert, update and delete, and raw SQL) and fails on a write from anyone else, on
 * a table missing here, and on a table named here that the schema does not have.
 */
export const TABLE_OWNERS = {
  // Accounts
  users: 'users',
  account_breaks: 'users',
  spent_free_pick_addresses: 'users',
  sessions: 'sessions',
  email_verification_codes: 'auth',
  password_reset_codes: 'auth',
  email_change_codes: 'auth',
  mail_outbox: 'mail',
  // Money and plans
  subscriptions: 'subscriptions',
  transactions: 'billing',
  stripe_events: 'billing',
  // Alerts
  alert_preferences: 'notifications',
  alert_outbox: 'notifications',
  publication_notices: 'notifications',
  push_subscriptions: 'notifications',
  telegram_links: 'notifications',
  telegram_link_tokens: 'notifications',
  // Picks, their record and the bets on them
  picks: 'picks',
  pick_audit_log: 'picks',
  tier_sums: 'picks', // kept by triggers on picks
  record_sums: 'picks', // kept by triggers on picks
  record_ledger: 'record',
  ledger_openings: 'record',
  ledger_picks: 'record',
  bets: 'bets',
  bet_sums: 'bets', // kept by triggers on bets
  // The market and the data the models read
  events: 'market',
  odds: 'market',
  odds_retention_runs: 'market',
  bet_splits: 'market',
  line_movements: 'market',
  provider_status: 'market',
  historical_matches: 'history',
  massey_ratings: 'massey',
  nba_team_standings: 'danyscore',
  nba_player_season_stats: 'danyscore',
  nba_game_results: 'danyscore',
  // Generation, its settings and the laboratory
  config_settings: 'settings',
  formula_history: 'settings',
  ai_pick_analyses: 'ai',
  sport_prompts: 'ai', // filled by migrations; read by the enrichment
  genius_chat_messages: 'genius',
  backtest_runs: 'lab',
  backtest_results: 'lab',
  backtest_candidates: 'lab',
  formula_suggestions: 'lab',
  // The server's own
  server_secrets: 'db',
} as const satisfies Record<string, string>;
