import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const on = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICES: 'vip:price_1' };

describe('the Stripe configuration', () => {
  it('leaves payments off without a secret key', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PRICES: '' }).stripe).toBeUndefined();
  });

  it('reads plan:price pairs and points the SDK at Stripe by default', () => {
    const config = loadConfig({
      ...on,
      STRIPE_PRICES: ' vip:price_1 , platinum : price_2,all_access:price_3,',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      prices: [
        { plan: 'vip', priceId: 'price_1' },
        { plan: 'platinum', priceId: 'price_2' },
        { plan: 'all_access', priceId: 'price_3' },
      ],
      api: { host: 'api.stripe.com', port: 443, protocol: 'https' },
    });
  });

  it('takes host, port and protocol from STRIPE_API_BASE_URL', () => {
    expect(loadConfig({ ...on, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ ...on, STRIPE_API_BASE_URL: 'http://localhost/' }).stripe?.api.port).toBe(80);
  });

  it.each([
    ['STRIPE_PRICES', { STRIPE_PRICES: 'vip' }, 'not a plan:price_id pair'],
    ['STRIPE_PRICES', { STRIPE_PRICES: 'gold:price_1' }, '"gold" is not a plan on sale'],
    ['STRIPE_PRICES', { STRIPE_PRICES: 'free:price_1' }, '"free" is not a plan on sale'],
    ['STRIPE_PRICES', { STRIPE_PRICES: 'vip:price_1,vip:price_2' }, 'plan "vip" is listed twice'],
    [
      'STRIPE_PRICES',
      { STRIPE_PRICES: 'vip:price_1,platinum:price_1' },
      'price "price_1" is given to two plans',
    ],
    ['STRIPE_PRICES', { STRIPE_PRICES: ' , ' }, 'at least one'],
    ['STRIPE_PRICES', { STRIPE_PRICES: 'vip:price 1' }, 'not a plan:price_id pair'],
    ['STRIPE_API_BASE_URL', { STRIPE_API_BASE_URL: 'not a url' }, 'http'],
    ['STRIPE_API_BASE_URL', { STRIPE_API_BASE_URL: 'ftp://stripe.example.com' }, 'http'],
    ['STRIPE_API_BASE_URL', { STRIPE_API_BASE_URL: 'https://api.stripe.com/v1' }, 'no path'],
  ])('fails at start-up naming %s: %j', (name, env, message) => {
    expect(() => loadConfig({ ...on, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...on, ...env })).toThrow(
      new RegExp(`${name}:.*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('needs the webhook secret and the prices with a secret key, and a secret key with either', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set\n {2}STRIPE_PRICES: required/,
    );
    expect(() => loadConfig({ STRIPE_PRICES: 'vip:price_1' })).toThrow(
      /STRIPE_PRICES: set STRIPE_SECRET_KEY too/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY too/,
    );
  });
});
