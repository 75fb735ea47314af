import {
  EventStatusSchema,
  PickAuditActionSchema,
  PickResultSchema,
  PickStatusSchema,
  PlanSchema,
  SportSchema,
  TierSchema,
} from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import {
  EVENT_STATUSES,
  PICK_AUDIT_ACTIONS,
  PICK_RESULTS,
  PICK_STATUSES,
  PICK_TIERS,
  PLANS,
  SPORTS,
} from '../../src/db/schema';
import { createTestDatabase } from '../helpers/database';
import { specColumns } from './spec-columns';

// Columns the product added beyond the original data model.
const decisionColumns: Record<string, string[]> = {
  users: [
    'language',
    'email_notifications',
    'age_confirmed_at',
    'break_ends_at',
    'self_excluded',
    'weekly_stake_limit',
    'erased_at',
  ],
  email_verification_codes: ['attempts', 'used_at'],
  password_reset_codes: ['attempts', 'used_at'],
  events: ['external_id', 'home_score', 'away_score'],
  odds: ['is_closing'],
  picks: ['clv', 'closing_odds', 'p_market_close', 'strategy', 'min_odds'],
  // Stripe's own status beside the granting one; the invoice a payment belongs to.
  subscriptions: ['stripe_status'],
  transactions: ['stripe_invoice_id'],
};

const specTimestamps: [string, string][] = Object.entries(specColumns).flatMap(([table, columns]) =>
  columns
    .filter((column) => /(_at|_time|^timestamp|^current_period_(start|end)|last_updated)$/.test(column))
    .map((column): [string, string] => [table, column]),
);

const numericColumns: [string, string][] = [
  ['picks', 'odds'],
  ['picks', 'p_model'],
  ['picks', 'p_market_fair'],
  ['picks', 'edge'],
  ['picks', 'stake'],
  ['picks', 'bankroll'],
  ['picks', 'expected_value'],
  ['picks', 'profit'],
  ['picks', 'line'],
  ['odds', 'odds'],
  ['odds', 'probability'],
  ['line_movements', 'opening_odds'],
  ['line_movements', 'current_odds'],
  ['config_settings', 'kelly_fraction'],
  ['config_settings', 'edge_threshold'],
  ['config_settings', 'max_stake_percent'],
  ['config_settings', 'min_odds'],
  ['config_settings', 'min_probability'],
  ['ai_pick_analyses', 'probability_estimate'],
  ['historical_matches', 'home_odds'],
  ['backtest_runs', 'train_test_split'],
  ['backtest_runs', 'profit_loss'],
  ['backtest_results', 'roi'],
  ['backtest_results', 'avg_odds'],
  ['nba_team_standings', 'win_pct'],
];

// Column defaults of the data model and the business constants, as PostgreSQL reports them.
const specDefaults: [string, string, string][] = [
  ['users', 'role', "'user'::text"],
  ['users', 'email_verified', 'false'],
  ['users', 'has_used_free_pick', 'false'],
  ['subscriptions', 'cancel_at_period_end', 'false'],
  ['transactions', 'currency', "'usd'::text"],
  ['events', 'status', "'upcoming'::text"],
  ['picks', 'status', "'pending'::text"],
  ['picks', 'is_free', 'false'],
  ['config_settings', 'email_notifications_enabled', 'true'],
  ['users', 'email_notifications', 'true'],
  ['mail_outbox', 'status', "'pending'::text"],
  ['mail_outbox', 'attempts', '0'],
  ['formula_suggestions', 'has_errors', 'false'],
  ['formula_suggestions', 'status', "'pending'::text"],
  ['sport_prompts', 'version', '1'],
  ['sport_prompts', 'is_active', 'true'],
  ['sport_prompts', 'model', "'o1-preview'::text"],
  ['ai_pick_analyses', 'analysis_type', "'pre_pick'::text"],
  ['ai_pick_analyses', 'was_pick_generated', 'false'],
  ['backtest_runs', 'train_test_split', '0.7'],
  ['backtest_runs', 'status', "'running'::text"],
];

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  column_default: string | null;
}

let pg: DatabaseHandle;
let columns: ColumnInfo[];

const column = (table: string, name: string) =>
  columns.find((c) => c.table_name === table && c.column_name === name);

async function insertUser(email: string): Promise<{ id: string }> {
  const { rows } = await pg.query<{ id: string }>(
    'insert into users (email, password, name) values ($1, $2, $3) returning id',
    [email, 'hash', 'Test User'],
  );
  return rows[0] as { id: string };
}

async function insertEvent(): Promise<{ id: string }> {
  const { rows } = await pg.query<{ id: string }>(
    `insert into events (sport, league, home_team, away_team, start_time)
     values ('nba', 'NBA', 'Lakers', 'Celtics', now() + interval '1 day') returning id`,
  );
  return rows[0] as { id: string };
}

function insertPick(eventId: string | null, tier = 'vip') {
  return pg.query<{ id: string; status: string; is_free: boolean; event_id: string | null }>(
    `insert into picks (event_id, sport, home_team, away_team, selection, odds, odds_american, p_model, edge,
       stake, bankroll, expected_value, tier)
     values ($1, 'nba', 'Lakers', 'Celtics', 'Lakers', 2.1, 110, 0.52, 0.092, 10, 1000, 0.92, $2)
     returning id, status, is_free, event_id`,
    [eventId, tier],
  );
}

beforeAll(async () => {
  pg = await createTestDatabase();
  const result = await pg.query<ColumnInfo>(
    `select table_name, column_name, data_type, column_default
       from information_schema.columns where table_schema = current_schema()`,
  );
  columns = result.rows;
}, 60_000);

afterAll(async () => {
  await pg?.close();
});

describe('the generated migration', () => {
  it('creates exactly the 22 tables of the original data model plus sessions, mail_outbox, provider_status, pick_audit_log, publication_notices, server_secrets, stripe_events, backtest_candidates, genius_chat_messages, the record ledger (record_ledger, ledger_openings, ledger_picks), odds_retention_runs, the alert tables (alert_preferences, telegram_links, telegram_link_tokens, push_subscriptions, alert_outbox), the sums kept from the picks (tier_sums, record_sums), email_change_codes, account_breaks, spent_free_pick_addresses, bets and bet_sums', async () => {
    const { rows } = await pg.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    // schema_migrations is the migrator's own bookkeeping.
    const tables = rows.map((r) => r.table_name).filter((name) => name !== 'schema_migrations');
    expect(tables.sort()).toEqual(Object.keys(specColumns).sort());
    expect(Object.keys(specColumns)).toHaveLength(47);
  });

  it.each(Object.entries(specColumns))('gives %s every field the data model lists', (table, names) => {
    const actual = columns.filter((c) => c.table_name === table).map((c) => c.column_name);
    expect(actual).toEqual(expect.arrayContaining(names));
  });

  it.each(Object.entries(decisionColumns))('gives %s the columns the decisions add', (table, names) => {
    const actual = columns.filter((c) => c.table_name === table).map((c) => c.column_name);
    expect(actual).toEqual(expect.arrayContaining(names));
  });

  it.each(specDefaults)('defaults %s.%s to %s', (table, name, expected) => {
    expect(column(table, name)?.column_default).toBe(expected);
  });

  it('stores every timestamp with its time zone', () => {
    expect(specTimestamps).toHaveLength(71);
    for (const [table, name] of specTimestamps) {
      expect({ table, name, type: column(table, name)?.data_type }).toEqual({
        table,
        name,
        type: 'timestamp with time zone',
      });
    }
    expect(columns.filter((c) => c.data_type === 'timestamp without time zone')).toEqual([]);
  });

  it('stores money, odds and probabilities as exact numerics', () => {
    for (const [table, name] of numericColumns) {
      expect({ table, name, type: column(table, name)?.data_type }).toEqual({ table, name, type: 'numeric' });
    }
    expect(columns.filter((c) => c.data_type === 'real' || c.data_type === 'double precision')).toEqual([]);
  });

  it('stores transaction amounts as integer cents and American odds as integers', () => {
    expect(column('transactions', 'amount')?.data_type).toBe('integer');
    expect(column('picks', 'odds_american')?.data_type).toBe('integer');
  });

  it('stores the analysis log and other structured fields as jsonb', () => {
    for (const [table, name] of [
      ['picks', 'analysis_log'],
      ['bet_splits', 'raw_data'],
      ['config_settings', 'custom_rules'],
      ['ai_pick_analyses', 'key_factors'],
      ['backtest_runs', 'parameters_config'],
    ] as const) {
      expect(column(table, name)?.data_type).toBe('jsonb');
    }
  });
});

describe('the stored enums', () => {
  it('match the values the contracts package validates', () => {
    expect([...SPORTS]).toEqual(SportSchema.options);
    expect([...PICK_TIERS]).toEqual(TierSchema.options);
    expect([...PICK_STATUSES]).toEqual(PickStatusSchema.options);
    expect([...PICK_RESULTS]).toEqual(PickResultSchema.options);
    expect([...PLANS]).toEqual(PlanSchema.options);
    expect([...EVENT_STATUSES]).toEqual(EventStatusSchema.options);
    expect([...PICK_AUDIT_ACTIONS]).toEqual(PickAuditActionSchema.options);
  });
});

describe('the database constraints', () => {
  it('fills a new user with role user, unverified email, an unused free pick and Spanish mail', async () => {
    const { rows } = await pg.query(
      `insert into users (email, password, name) values ('defaults@example.com', 'hash', 'Ana')
       returning role, email_verified, has_used_free_pick, language, created_at`,
    );
    expect(rows[0]).toMatchObject({
      role: 'user',
      email_verified: false,
      has_used_free_pick: false,
      language: 'es',
    });
    expect((rows[0] as { created_at: unknown }).created_at).toBeInstanceOf(Date);
  });

  it('fills an empty configuration row with the default values', async () => {
    const { rows } = await pg.query<Record<string, unknown>>(
      'insert into config_settings default values returning *',
    );
    const row = rows[0] ?? {};
    expect({
      kellyFraction: Number(row.kelly_fraction),
      edgeThreshold: Number(row.edge_threshold),
      maxStakePercent: Number(row.max_stake_percent),
      minOdds: Number(row.min_odds),
      minProbability: Number(row.min_probability),
      emailNotificationsEnabled: row.email_notifications_enabled,
    }).toEqual({
      kellyFraction: 0.25,
      edgeThreshold: 0.02,
      maxStakePercent: 0.015,
      minOdds: 1.67,
      minProbability: 0.5,
      emailNotificationsEnabled: true,
    });
  });

  it('rejects a second account whose email differs only in case', async () => {
    await insertUser('A@x.com');
    await expect(insertUser('a@x.com')).rejects.toThrow(/users_email_lower_idx/);
  });

  it('rejects a stored role other than user or admin', async () => {
    await expect(
      pg.query(`insert into users (email, password, name, role) values ('r@x.com', 'h', 'R', 'regular')`),
    ).rejects.toThrow(/users_role_check/);
  });

  it('rejects a second NBA game result with the same game id', async () => {
    const insert = () =>
      pg.query(
        `insert into nba_game_results (game_id, season, game_date, home_team_id, home_team_name, away_team_id,
           away_team_name, status)
         values (4242, 2024, '2024-10-22', 1, 'Boston Celtics', 2, 'New York Knicks', 'Final')`,
      );
    await insert();
    await expect(insert()).rejects.toThrow(/nba_game_results_game_id_unique/);
  });

  it('rejects a pick that points at an event that does not exist', async () => {
    await expect(insertPick('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      /picks_event_id_events_id_fk/,
    );
  });

  it('keeps a pick with a null event when its event is deleted, so the track record survives', async () => {
    const event = await insertEvent();
    const { rows } = await insertPick(event.id);
    const pick = rows[0];
    expect(pick).toMatchObject({ status: 'pending', is_free: false, event_id: event.id });
    await pg.query('delete from events where id = $1', [event.id]);
    const after = await pg.query<{ event_id: string | null }>('select event_id from picks where id = $1', [
      pick?.id,
    ]);
    expect(after.rows).toEqual([{ event_id: null }]);
  });

  it('rejects a pick tier outside vip, exclusivo, platinum and diamante', async () => {
    await expect(insertPick(null, 'gold')).rejects.toThrow(/picks_tier_check/);
  });

  it('deletes a user’s sessions along with the user', async () => {
    const user = await insertUser('sessions@example.com');
    await pg.query(
      `insert into sessions (id, user_id, expires_at) values ('tok', $1, now() + interval '1 day')`,
      [user.id],
    );
    await pg.query('delete from users where id = $1', [user.id]);
    const { rows } = await pg.query(`select id from sessions where id = 'tok'`);
    expect(rows).toEqual([]);
  });

  it('records at most one free-pick transaction per user', async () => {
    const user = await insertUser('free@example.com');
    const claim = () =>
      pg.query(
        `insert into transactions (user_id, amount, status, type) values ($1, 0, 'completed', 'free_pick')`,
        [user.id],
      );
    await claim();
    await expect(claim()).rejects.toThrow(/transactions_free_pick_once_idx/);
  });
});
