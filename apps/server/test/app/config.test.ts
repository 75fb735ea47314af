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

  it('reads an https APP_URL as a secure deployment', () => {
    expect(loadConfig({ APP_URL: 'https://picks.example.com' }).isHttps).toBe(true);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['APP_URL', { APP_URL: 'not a url' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DEMO_SEED', { DEMO_SEED: 'abc' }],
    ['SYNC_INTERVAL_MINUTES', { SYNC_INTERVAL_MINUTES: '-5' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
  ])('fails fast naming %s when it is invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('runs the market schedule every 15 minutes, but not under tests unless asked', () => {
    expect(loadConfig({}).syncIntervalMinutes).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test' }).syncIntervalMinutes).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SYNC_INTERVAL_MINUTES: '5' }).syncIntervalMinutes).toBe(5);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', APP_URL: 'y' })).toThrow(
      /PORT:[\s\S]*APP_URL:|APP_URL:[\s\S]*PORT:/,
    );
  });
});
