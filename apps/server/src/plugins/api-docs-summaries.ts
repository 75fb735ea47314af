/**
 * One line per operation for the API docs, keyed `METHOD url` as the route is registered. A route
 * missing here is still documented, only without a summary.
 */
export const API_SUMMARIES: Record<string, string> = {
  'GET /api/health': 'Liveness: 200 while the process serves, saying whether the database answers',
  'GET /api/ready': 'Readiness: 200 when the database answers, else 503 with Retry-After',
  'POST /api/auth/signup': 'Create an account and log in (sets the session cookie)',
  'POST /api/auth/login': 'Log in with email and password (sets the session cookie)',
  'POST /api/auth/logout': 'End the current session',
  'GET /api/auth/me': 'The logged-in user, or null',
  'POST /api/auth/forgot-password':
    'Mail a password reset code (same answer whether the account exists or not)',
  'POST /api/auth/reset-password': 'Set a new password with the mailed code (ends every session)',
  'POST /api/auth/verify-email': 'Verify the email address with the mailed code',
  'POST /api/auth/resend-verification': 'Mail a new verification code',
  'GET /api/auth/sessions':
    "The caller's live sessions: device, when started and last used, which is this one",
  'DELETE /api/auth/sessions/:id': 'Sign one of your sessions out (your own: this logs you out)',
  'POST /api/auth/sessions/revoke-others': 'Sign out every session but this one',
  'PATCH /api/account': 'Change your name or language',
  'DELETE /api/account':
    'Delete your account (password required): a paid plan is cancelled now, name, address and password erased',
  'POST /api/account/age': 'Say once that you are 18 or older (accounts made before signup asked)',
  'POST /api/account/break':
    'Take a break from gambling (24h, 7d, 30d, 6m or permanent): no picks, alerts, checkout or free pick',
  'DELETE /api/account/break': 'Refused: nobody ends a break early (409 break_cannot_end_early)',
  'PUT /api/account/limits': 'Set or clear your weekly stake limit',
  'POST /api/account/email': 'Mail a code to a new address for your account (the current password required)',
  'POST /api/account/email/verify':
    'Move your account to the new address with the mailed code (the old one is told)',
  'GET /api/account/export':
    'Download everything held about you as JSON (never a password hash, code, token or key)',
  'POST /api/account/password':
    'Change your password (the current one required): other sessions end, this one stays, an email tells you',
  'GET /api/events': 'Upcoming events: teams and start times only',
  'GET /api/events/coverage': 'Events on the market now, per sport and league',
  'GET /api/admin/events/:id/odds': "An event's latest and closing prices, line movements and snapshots",
  'POST /api/admin/sync': 'Sync the market from the odds providers now',
  'GET /api/admin/providers': 'What each odds provider last reported',
  'POST /api/picks': 'Generate picks (one generation at a time); the whole result as JSON',
  'GET /api/picks/stream': 'Generate picks as a server-sent event stream of progress and the result',
  'POST /api/admin/import': 'Import one history CSV, by URL or as text',
  'POST /api/admin/massey/upload':
    "Upload a sport's Massey export (multipart: sport, a .csv file, optionally the games' teams file); replaces the previous one",
  'GET /api/admin/massey/status':
    'Per sport: whether a Massey file is uploaded, its team count, when and by whom',
  'DELETE /api/admin/massey/:sport':
    "Delete a sport's Massey file (the strategy falls back to market-fitted ratings)",
  'GET /api/admin/historical-data':
    'Export events, picks and odds as a streamed JSON or CSV download, or preview the first 20 rows',
  'GET /api/admin/stats': 'Counts for the admin panel',
  'GET /api/admin/backup':
    'The running embedded database as a .tar.gz, for npm run restore (409 on a server without one)',
  'GET /api/admin/config': 'The generation settings',
  'PATCH /api/admin/config': 'Change some settings (ranges checked; a formula change is kept in its history)',
  'POST /api/admin/config': "Save the laboratory's full configuration",
  'GET /api/admin/formula-history': 'The 50 newest saved pick formulas, with who saved them',
  'POST /api/admin/formula-history/:id/restore': 'Make a saved formula the current one again',
  'POST /api/admin/formula-preview':
    'Which of the current candidates (next 7 days) a formula would accept and drop',
  'POST /api/admin/test-formula':
    'Replay a formula and parameters over graded picks and the newest product backtest, beside the current formula',
  'POST /api/lab/evaluate-formula':
    'Evaluate a formula (AI when configured, else a static analysis) and store it',
  'GET /api/lab/formula-suggestions': 'The 20 newest formula evaluations',
  'POST /api/lab/formula-suggestions/:id/accept': "Make a pending suggestion's formula the current one",
  'POST /api/lab/formula-suggestions/:id/reject': 'Reject a pending formula suggestion',
  'GET /api/admin/picks':
    'One page of the picks, newest first (limit, cursor), filtered by status, sport, tier, result or strategy',
  'GET /api/admin/picks/counts':
    'How many picks each admin tab holds: pending, approved or published, graded',
  'GET /api/admin/picks/summary': "Historial's record, breakdowns and profit by day over the graded picks",
  'PATCH /api/admin/picks/:id/status': 'Approve or publish a pick (publishing queues its emails)',
  'PATCH /api/admin/picks/:id/result': 'Grade a pick: win, loss or push, and its profit',
  'PATCH /api/admin/picks/:id/tier': 'Move a pick to another tier',
  'PATCH /api/admin/picks/:id/odds':
    "Correct a pick's price at a named book (decimal and American must agree); the tier is kept",
  'GET /api/admin/picks/:id/odds-quotes': "The books that price a pick's selection now, best first",
  'GET /api/admin/picks/:id/odds-preview': 'What an odds edit would store: edge, stake, the suggested tier',
  'PATCH /api/admin/picks/:id/date': "Change a pick's date",
  'DELETE /api/admin/picks/clear': 'Delete every pending and approved pick (published and graded ones stay)',
  'POST /api/admin/picks/delete-selected': 'Delete the given picks',
  'DELETE /api/admin/picks/:id': 'Delete one pending or approved pick (a published one is withdrawn instead)',
  'POST /api/admin/picks/:id/withdraw':
    'Withdraw a published pick before its start, with the reason the public ledger keeps',
  'GET /api/admin/picks/audit': 'The change log of the picks, or of one pick',
  'POST /api/admin/picks/manual': 'Create a pick by hand',
  'GET /api/picks': 'Published picks: in full where the caller is entitled, as teasers otherwise',
  'POST /api/picks/:id/unlock-free': "Use the account's one free pick on this pick",
  'GET /api/danyscore-nba/standings': "A season's NBA standings with each team's DanyScore (admin)",
  'GET /api/danyscore-nba/team/:teamId':
    "A team's standing, Team Value, Active Points, Health Factor and roster (admin)",
  'POST /api/danyscore-nba/standings/refresh':
    'Refresh a season from balldontlie (with a key) or the demo market (admin)',
  'POST /api/analyze-pick':
    "The models' analysis of an upcoming event (predictions, consensus, market evaluation, the AI's view), or, while it carries a published pick the caller may not see, that pick's teaser instead",
  'POST /api/analyze-pick-manual':
    'The same analysis for two teams typed by hand (matched to the league; an upcoming event supplies prices)',
  'GET /api/kpis': 'The public record per tier (aggregates only)',
  'GET /api/record': 'Every graded published pick with its figures, paged and filtered',
  'GET /api/record/ledger': "The record's hash-chained ledger, a page of entries after a seq, and its head",
  'GET /api/record/ledger/verify':
    'The ledger checked by the server: its chain, its commitments and the stored picks',
  'GET /api/record/volume': 'Published picks a day over the last 30 days (null while none)',
  'GET /api/record/picks/:id/prices':
    "A graded pick's best price since the market opened, its posted price and the close",
  'GET /api/admin/users': 'Accounts with their plan and subscription',
  'GET /api/admin/transactions': 'Payments and plan changes',
  'PATCH /api/admin/users/:userId/subscription': "Grant or end a user's plan by hand",
  'PATCH /api/billing/notifications': "Turn the user's publication emails on or off",
  'GET /api/notifications/push/key': 'The VAPID public key a browser subscribes to Web Push with',
  'POST /api/notifications/push/subscriptions':
    "Keep this browser's push subscription for the caller (201 new, 200 known: one per endpoint)",
  'DELETE /api/notifications/push/subscriptions':
    "Forget one of the caller's push subscriptions by its endpoint (404 if not theirs)",
  'POST /api/notifications/telegram/link':
    'A one-time Telegram deep link (t.me/<bot>?start=<token>, 15 minutes) that links the chat opening it',
  'DELETE /api/notifications/telegram/link': "Unlink the caller's Telegram chat",
  'POST /api/telegram/webhook':
    "Telegram's updates to the bot (refused without the X-Telegram-Bot-Api-Secret-Token header)",
  'GET /api/notifications/unsubscribe':
    'The link in publication emails: turns them off (signed token, HTML page)',
  'POST /api/admin/test-email': 'Send a test email (to the admin, or to the address given)',
  'GET /api/billing/config': 'The plans on sale and whether payments are on',
  'POST /api/billing/checkout': 'Start a Stripe Checkout for a weekly plan',
  'POST /api/billing/portal': 'Open the Stripe customer portal',
  'GET /api/billing/subscription': "The user's subscription",
  'POST /api/billing/webhook': "Stripe's signed webhook (raw body, checked against Stripe-Signature)",
  'POST /api/lab/backtests': 'Start a backtest run in the background (one at a time; 409 while one runs)',
  'GET /api/lab/backtests':
    'The 20 newest backtest runs with their progress, and the stored history per sport',
  'GET /api/lab/backtests/:id':
    'A backtest run with its results, scores against the market and reliability bands',
  'POST /api/lab/backtests/:id/cancel': 'Cancel a running backtest (it stops at its next match day)',
  'POST /api/admin/genius-chat':
    "Ask the Genius (AI) with the current settings, today's picks and the record as context; stores the exchange",
  'POST /api/admin/genius-chat/stream':
    'The same question answered as a server-sent event stream of text deltas and the stored messages',
  'GET /api/admin/genius-chat/history':
    "This admin's Genius conversation (last 100 messages) and the current context",
  'DELETE /api/admin/genius-chat/history': "Clear this admin's Genius conversation",
};

/** The group an operation is listed under, by path: the first rule that matches. */
const TAGS: readonly [prefix: string, tag: string][] = [
  ['/api/health', 'Health'],
  ['/api/ready', 'Health'],
  ['/api/auth', 'Accounts'],
  ['/api/account', 'Accounts'],
  ['/api/bets', 'Bets'],
  ['/api/analyze-pick', 'Analyze Pick'],
  ['/api/analyze-pick-manual', 'Analyze Pick'],
  ['/api/lab', 'Laboratory'],
  ['/api/danyscore-nba', 'DanyScore NBA'],
  ['/api/market', 'Market'],
  ['/api/admin/picks', 'Admin · picks'],
  ['/api/admin/users', 'Admin · users'],
  ['/api/admin/transactions', 'Admin · users'],
  ['/api/admin/events', 'Market'],
  ['/api/admin/sync', 'Market'],
  ['/api/admin/providers', 'Market'],
  ['/api/events', 'Market'],
  ['/api/picks', 'Picks'],
  ['/api/kpis', 'Record'],
  ['/api/record', 'Record'],
  ['/api/billing', 'Billing & emails'],
  ['/api/notifications', 'Billing & emails'],
  ['/api/telegram', 'Billing & emails'],
  ['/api/admin', 'Admin'],
];

export function tagOf(url: string): string {
  const match = TAGS.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`));
  return match?.[1] ?? 'Other';
}
