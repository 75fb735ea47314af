import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { describeMailError, retryDelayMs } from '../../src/modules/mail/backoff';

describe('the mail queue configuration', () => {
  it('defaults to a 5 s poll, retries from 30 s doubling up to an hour, 8 attempts and a 5 s batch window', () => {
    const config = loadConfig({});
    expect(config.mailQueue).toEqual({
      pollMs: 5_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      maxAttempts: 8,
      batchWindowMs: 5_000,
    });
    expect(config.appSecret).toBeUndefined();
  });

  it('reads every variable, and never caps the retries below their base', () => {
    const config = loadConfig({
      MAIL_QUEUE_POLL_MS: '250',
      MAIL_RETRY_BASE_MS: '2000',
      MAIL_RETRY_MAX_MS: '1000',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_BATCH_WINDOW_MS: '0',
      APP_SECRET: 'x'.repeat(32),
    });
    expect(config.mailQueue).toEqual({
      pollMs: 250,
      retryBaseMs: 2000,
      retryMaxMs: 2000,
      maxAttempts: 3,
      batchWindowMs: 0,
    });
    expect(config.appSecret).toBe('x'.repeat(32));
  });

  it.each([
    ['MAIL_QUEUE_POLL_MS', '10'],
    ['MAIL_RETRY_BASE_MS', 'soon'],
    ['MAIL_MAX_ATTEMPTS', '0'],
    ['MAIL_MAX_ATTEMPTS', '2.5'],
    ['MAIL_BATCH_WINDOW_MS', '-1'],
    ['APP_SECRET', 'too short'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('retryDelayMs', () => {
  it('waits the base after the first failure, doubling after each further one, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryDelayMs(failures, 100, 1_000))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
    expect(retryDelayMs(1_000, 30_000, 3_600_000)).toBe(3_600_000);
  });

  it('refuses a count of failures that is not a positive integer', () => {
    expect(() => retryDelayMs(0, 100, 1_000)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5, 100, 1_000)).toThrow(RangeError);
  });

  it('describes an SMTP error with its code and reply on one line', () => {
    const error = Object.assign(new Error("Can't send mail -\n all recipients were rejected"), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(describeMailError(error)).toBe("EENVELOPE 550: Can't send mail - all recipients were rejected");
    expect(describeMailError('plain')).toBe('plain');
  });
});
