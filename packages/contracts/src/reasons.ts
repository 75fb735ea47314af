import { z } from 'zod';

/**
 * Every `error.reason` the API may answer with: why a request was refused, in words a program can
 * read. The server's AppError accepts only these, so a refusal cannot be thrown without one; the
 * web holds a text for each in every language (`errors:reasons.<reason>`, checked by a test), so a
 * refusal never reaches the user as the server's English `message`, which is for API users and logs.
 *
 * Adding a refusal: add its reason here (in its group), then its texts in
 * apps/web/src/locales/{es,en}/errors.json under `reasons`. Facts the text needs travel in
 * `error.details` (e.g. `retryAfterSeconds`), never inside the reason. Existing strings are
 * stable: clients and tests compare them.
 */
export const REASONS = [
  // The request itself: its shape, its size, its route (mostly the one error handler's own).
  'invalid_request',
  'malformed_json',
  'malformed_url',
  'url_too_long',
  'empty_body',
  'bad_request',
  'route_not_found',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'cross_origin',
  'same_origin_header_required',
  // The fallbacks by status, for a refusal nothing more specific explains.
  'not_found',
  'forbidden',
  'conflict',

  // Who may ask.
  'login_required',
  'admin_only',
  'invalid_credentials',
  'invalid_code',
  'email_taken',
  'password_too_common',
  'email_not_verified',
  'session_not_found',
  'user_not_found',

  // The server itself: the only 5xx whose text is shown (they say what to do: try again).
  'database_unavailable',
  'shutting_down',

  // Picks: changes an admin asks for.
  'pick_not_found',
  'invalid_transition',
  'not_published',
  'pick_graded',
  'confirmation_required',
  'event_not_started',
  'below_edge_threshold',
  'event_started',
  'withdraw_required',
  'correction_needs_reason',
  'withdraw_needs_reason',
  'odds_edit_needs_bookmaker',
  'manual_pick_needs_event',
  'price_off_market',
  'event_too_soon',
  'result_needs_source',
  'odds_disagree',
  'manual_pick_incomplete',
  'selection_not_in_market',
  'line_required',
  'same_team',
  'invalid_cursor',

  // Picks as a subscriber sees them: the free pick.
  'already_visible',
  'free_pick_used',
  'admin_sees_every_pick',

  // Events, generation and the market.
  'event_not_found',
  'event_not_upcoming',
  'generation_running',
  'sync_running',
  'invalid_model_weights',
  'invalid_tier_thresholds',

  // Configuration and formulas.
  'config_changed',
  'conflicting_fields',
  'missing_formula',
  'invalid_odds_range',
  'empty_change',
  'invalid_formula',
  'formula_required',
  'formula_not_found',
  'suggestion_not_found',
  'suggestion_reviewed',
  'invalid_range',

  // Backtests and the stored history.
  'backtest_not_found',
  'backtest_running',
  'backtest_not_running',
  'strategy_not_applicable',
  'bad_range',
  'no_matches',
  'import_unknown_format',
  'import_wrong_layout',
  'import_mixed_sports',
  'import_sport_required',
  'import_wrong_sport',
  'import_sport_not_supported',
  'import_source_required',
  'import_too_many_rows',
  'import_file_too_large',
  'import_bad_url',
  'import_download_failed',

  // Massey ratings uploads.
  'massey_invalid_file',
  'massey_no_sport',
  'massey_no_file',
  'massey_empty_file',
  'massey_unknown_sport',
  'massey_no_known_teams',
  'massey_not_uploaded',
  'massey_file_too_large',
  'massey_not_csv',
  'massey_not_multipart',
  'massey_too_many_parts',
  'massey_bad_multipart',
  'massey_unknown_field',

  // Analysis, DanyScore and the AI.
  'unknown_team',
  'different_leagues',
  'nba_team_not_found',
  'season_not_started',
  'nba_provider_error',
  'ai_timeout',
  'ai_provider_error',
  'ai_invalid_response',

  // Billing and mail.
  'payments_disabled',
  'plan_not_on_sale',
  'already_subscribed',
  'checkout_in_progress',
  'no_customer',
  'bad_signature',
  'test_email_failed',
  'test_email_queued',

  // Alerts on Telegram.
  'telegram_disabled',
  'telegram_unavailable',
  'bad_webhook_secret',

  // Alerts by Web Push.
  'push_endpoint_refused',

  // Backups.
  'backup_embedded_only',

  // A person's own account.
  'wrong_password',
  'email_unchanged',
  'last_admin',

  // Safer gambling.
  'age_not_confirmed',
  'on_break',
  'break_cannot_end_early',

  // A person's own book of bets.
  'bet_exists',
  'bet_not_found',
] as const;

export const ReasonSchema = z.enum(REASONS);
export type Reason = z.infer<typeof ReasonSchema>;

/** Whether a value is a reason of the list (the web's guard before it looks a text up). */
export function isReason(value: unknown): value is Reason {
  return ReasonSchema.safeParse(value).success;
}

/** `error.details` of a 429: how long until the window reopens (also the Retry-After header). */
export const RateLimitDetailsSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
export type RateLimitDetails = z.infer<typeof RateLimitDetailsSchema>;
