import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('uses port 3000, ./data and the embedded database when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.isHttps).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('keeps migrations on DATABASE_URL unless DATABASE_MIGRATION_URL names the owner', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/arcade' }).databaseMigrationUrl).toBeUndefined();
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db/arcade',
      DATABASE_MIGRATION_URL: 'postgres://owner@db/arcade',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db/arcade',
      databaseMigrationUrl: 'postgres://owner@db/arcade',
    });
  });

  it('reads an https APP_URL as a secure deployment', () => {
    expect(loadConfig({ APP_URL: 'https://picks.example.com' }).isHttps).toBe(true);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    [
      'DATABASE_MIGRATION_URL',
      { DATABASE_URL: 'postgres://app@db/arcade', DATABASE_MIGRATION_URL: 'mysql://db/x' },
    ],
    ['DATABASE_MIGRATION_URL', { DATABASE_MIGRATION_URL: 'postgres://owner@db/arcade' }],
    ['APP_URL', { APP_URL: 'not a url' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DEMO_SEED', { DEMO_SEED: 'abc' }],
    ['SYNC_INTERVAL_MINUTES', { SYNC_INTERVAL_MINUTES: '-5' }],
    ['SYNC_INTERVAL_MINUTES', { SYNC_INTERVAL_MINUTES: '0.001' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['ODDS_API_BASE_URL', { ODDS_API_BASE_URL: 'not a url' }],
    ['ODDS_API_REGIONS', { ODDS_API_REGIONS: 'eu,mars' }],
    ['ODDS_API_REGIONS', { ODDS_API_REGIONS: ' , ' }],
    ['ODDS_API_SPORTS', { ODDS_API_SPORTS: 'soccer_epl,basketball_euroleague' }],
    ['ODDS_API_TIMEOUT_MS', { ODDS_API_TIMEOUT_MS: '0' }],
    ['ODDS_API_CREDIT_BUDGET', { ODDS_API_CREDIT_BUDGET: '-1' }],
    ['AI_BASE_URL', { AI_BASE_URL: 'not a url' }],
    ['AI_BASE_URL', { AI_BASE_URL: 'ftp://models.example.com' }],
    ['AI_TIMEOUT_MS', { AI_TIMEOUT_MS: 'soon' }],
    ['AI_TIMEOUT_MS', { AI_TIMEOUT_MS: '10' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'proxy.example.com' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '21' }],
  ])('fails fast naming %s when it is invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('trusts no X-Forwarded-For unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ APP_URL: 'https://picks.example.com' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
  });

  it('runs the market schedule every 15 minutes, but not under tests unless asked', () => {
    expect(loadConfig({}).syncIntervalMinutes).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test' }).syncIntervalMinutes).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SYNC_INTERVAL_MINUTES: '5' }).syncIntervalMinutes).toBe(5);
    // Fractions, e.g. a short schedule for the two-instance suite.
    expect(loadConfig({ SYNC_INTERVAL_MINUTES: '0.05' }).syncIntervalMinutes).toBe(0.05);
  });

  it('leaves idle connections 5 s to their client at shutdown, none under tests unless asked, 8 s at most', () => {
    expect(loadConfig({}).shutdownIdleGraceMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownIdleGraceMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_IDLE_GRACE_MS: '1000' }).shutdownIdleGraceMs).toBe(1_000);
    expect(loadConfig({ SHUTDOWN_IDLE_GRACE_MS: '0' }).shutdownIdleGraceMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_IDLE_GRACE_MS: '9000' })).toThrow(/SHUTDOWN_IDLE_GRACE_MS/);
  });

  it('thins odds quotes after 7 days unless told otherwise, and never with 0', () => {
    expect(loadConfig({}).oddsRetentionDays).toBe(7);
    expect(loadConfig({ ODDS_RETENTION_DAYS: '30' }).oddsRetentionDays).toBe(30);
    expect(loadConfig({ ODDS_RETENTION_DAYS: '0' }).oddsRetentionDays).toBe(0);
    expect(() => loadConfig({ ODDS_RETENTION_DAYS: '1.5' })).toThrow(/ODDS_RETENTION_DAYS/);
  });

  it('keeps the demo market while ODDS_API_KEY is unset', () => {
    expect(loadConfig({ ODDS_API_REGIONS: 'uk' }).oddsApi).toBeUndefined();
  });

  it('turns The Odds API on with ODDS_API_KEY, with defaults for the rest', () => {
    expect(loadConfig({ ODDS_API_KEY: 'abc123' }).oddsApi).toEqual({
      apiKey: 'abc123',
      baseUrl: 'https://api.the-odds-api.com',
      regions: ['eu', 'us'],
      sportKeys: [
        'soccer_epl',
        'soccer_spain_la_liga',
        'soccer_mexico_ligamx',
        'basketball_nba',
        'americanfootball_nfl',
        'baseball_mlb',
        'icehockey_nhl',
      ],
      timeoutMs: 10_000,
      creditBudget: 0,
    });
  });

  it('reads the Odds API lists comma-separated, trimmed and without repeats', () => {
    const config = loadConfig({
      ODDS_API_KEY: 'abc123',
      ODDS_API_BASE_URL: 'http://127.0.0.1:4010/',
      ODDS_API_REGIONS: ' uk, eu ,uk',
      ODDS_API_SPORTS: 'soccer_germany_bundesliga, baseball_mlb,',
      ODDS_API_TIMEOUT_MS: '2500',
      ODDS_API_CREDIT_BUDGET: '50',
    }).oddsApi;
    expect(config).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010',
      regions: ['uk', 'eu'],
      sportKeys: ['soccer_germany_bundesliga', 'baseball_mlb'],
      timeoutMs: 2500,
      creditBudget: 50,
    });
  });

  it('leaves the AI unconfigured with a 20 s timeout when nothing is set', () => {
    expect(loadConfig({}).ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      timeoutMs: 20_000,
    });
  });

  it('reads the AI endpoint, key, model and timeout, without a trailing slash on the URL', () => {
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'gpt-4o-mini',
        AI_TIMEOUT_MS: '5000',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 5000,
    });
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', APP_URL: 'y' })).toThrow(
      /PORT:[\s\S]*APP_URL:|APP_URL:[\s\S]*PORT:/,
    );
  });
});
