import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const TOKEN = '123456:ABC-def_ghi';

describe('the Telegram configuration', () => {
  it('is off without a token', () => {
    expect(loadConfig({}).telegram).toBeUndefined();
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '' }).telegram).toBeUndefined();
  });

  it('defaults to the official Bot API and long polling', () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).telegram).toEqual({
      token: TOKEN,
      apiBaseUrl: 'https://api.telegram.org',
      webhookSecret: undefined,
    });
  });

  it('takes another Bot API root (without its trailing slash) and a webhook secret', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_BASE_URL: 'http://127.0.0.1:8081/',
      TELEGRAM_WEBHOOK_SECRET: 'a_secret-1',
    });
    expect(config.telegram).toEqual({
      token: TOKEN,
      apiBaseUrl: 'http://127.0.0.1:8081',
      webhookSecret: 'a_secret-1',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not a token' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: 'has spaces' })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_BASE_URL: 'ftp://x' })).toThrow(
      /TELEGRAM_API_BASE_URL/,
    );
    expect(() => loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'a_secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'a_secret' })).toThrow(/TELEGRAM_BOT_TOKEN/);
  });
});
