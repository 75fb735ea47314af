import { describe, expect, it } from 'vitest';
import { signUserToken, verifyUserToken } from '../../src/lib/signed-token';
import { publicationMail } from '../../src/modules/notifications/publication-mail';
import { pushNotification } from '../../src/modules/notifications/push/push-messages';
import { pickBlock } from '../../src/modules/notifications/telegram/telegram-format';

describe('signed user tokens', () => {
  const userId = '5b0e2a8c-3c1d-4f7e-9a2b-1c2d3e4f5a6b';

  it('name the user for their purpose only, and only with the secret', () => {
    const token = signUserToken('secret-one', 'unsubscribe', userId);
    expect(verifyUserToken('secret-one', 'unsubscribe', token)).toBe(userId);
    expect(verifyUserToken('secret-two', 'unsubscribe', token)).toBeNull();
    expect(verifyUserToken('secret-one', 'reset', token)).toBeNull();
  });

  it('refuse a tampered, truncated or malformed token', () => {
    const token = signUserToken('secret-one', 'unsubscribe', userId);
    const [id, mac = ''] = token.split('.');
    const otherId = '00000000-0000-4000-8000-000000000000';
    for (const forged of [
      `${otherId}.${mac}`,
      `${id}.${mac.slice(0, -1)}`,
      `${id}.${mac}x`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${id}`,
      `.${mac}`,
      'not-a-uuid.abc',
      '',
    ]) {
      expect(verifyUserToken('secret-one', 'unsubscribe', forged), forged).toBeNull();
    }
  });

  it('only sign user ids', () => {
    expect(() => signUserToken('secret', 'unsubscribe', 'someone')).toThrow();
  });
});

describe('the publication email', () => {
  const pick = {
    sport: 'soccer' as const,
    league: 'LaLiga',
    homeTeam: 'Real Madrid',
    awayTeam: 'Sevilla <script>',
    selection: 'Real Madrid',
    displayLine: null,
    market: 'h2h' as const,
    odds: 1.8,
    oddsAmerican: -125,
    priceUnverified: false,
    offFeed: false,
    minOdds: 1.99,
    tier: 'exclusivo' as const,
    eventStartTime: new Date('2030-05-04T18:00:00Z'),
  };
  const mail = (language: 'es' | 'en') =>
    publicationMail({
      to: 'fan@example.com',
      name: 'Ana & Co',
      language,
      picks: [pick],
      dashboardUrl: 'http://app.test/dashboard',
      unsubscribeUrl: 'http://app.test/api/notifications/unsubscribe?token=abc',
      ledger: { seq: 42, hash: `abcdef012345${'9'.repeat(52)}`, recordUrl: 'http://app.test/record' },
    });

  it('lists each pick with its competition, match, line, odds, tier and start, in the language asked', () => {
    expect(mail('es').text).toContain('• [Exclusivo] LaLiga · Real Madrid (L) vs Sevilla <script>');
    expect(mail('es').text).toContain('Real Madrid · cuota 1.80 (-125) · empieza 4 may 2030, 18:00 UTC');
    expect(mail('en').text).toContain('Real Madrid (H) vs Sevilla <script>');
    expect(mail('en').text).toContain('Real Madrid · odds 1.80 (-125) · starts 4 May 2030, 18:00 UTC');
    expect(mail('en').language).toBe('en');
  });

  it('says under each pick the lowest price worth taking, decimal and American, in both parts', () => {
    expect(mail('es').text).toContain('18:00 UTC\n  Cuota mínima 1.99 (-101)\n');
    expect(mail('en').text).toContain('18:00 UTC\n  Bet down to 1.99 (-101)\n');
    expect(mail('es').html).toContain('<div style="margin-top:2px">Cuota mínima 1.99 (-101)</div>');
    expect(mail('en').html).toContain('<div style="margin-top:2px">Bet down to 1.99 (-101)</div>');
  });

  it('prints no lowest price for a pick without one, never "null"', () => {
    const without = publicationMail({
      to: 'fan@example.com',
      name: 'Ana',
      language: 'es',
      picks: [{ ...pick, minOdds: null }],
      dashboardUrl: 'http://app.test/dashboard',
      unsubscribeUrl: 'http://app.test/u',
      ledger: { seq: 1, hash: 'a'.repeat(64), recordUrl: 'http://app.test/record' },
    });
    for (const part of [without.text, without.html]) {
      expect(part).not.toContain('Cuota mínima');
      expect(part).not.toContain('null');
    }
  });

  it('prints the head of the record’s ledger (#seq and 12 hex of its hash) with the page that shows it', () => {
    expect(mail('es').text).toContain('Registro verificable: entrada #42 · abcdef012345.');
    expect(mail('en').text).toContain('Verifiable record: entry #42 · abcdef012345.');
    expect(mail('en').text).toContain('http://app.test/record');
    expect(mail('es').html).toContain('entrada #42 · abcdef012345');
    expect(mail('es').text).not.toContain('9'.repeat(13));
  });

  it('escapes what it puts in the HTML part', () => {
    const { html } = mail('es');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Sevilla &#60;script&#62;');
    expect(html).toContain('Ana &#38; Co');
    expect(html).toContain('href="http://app.test/api/notifications/unsubscribe?token=abc"');
  });
});

describe('a price typed by hand, in every message', () => {
  const handPick = {
    id: '5b0e2a8c-3c1d-4f7e-9a2b-1c2d3e4f5a6b',
    sport: 'soccer' as const,
    league: 'LaLiga',
    homeTeam: 'Real Betis',
    awayTeam: 'Sevilla',
    selection: 'Real Betis',
    displayLine: 'Real Betis ML',
    market: 'h2h' as const,
    // The stored American form disagrees with the decimal (an altered row): the decimal's is shown.
    odds: 2.5,
    oddsAmerican: 130,
    bookmaker: 'Caliente',
    priceUnverified: true,
    offFeed: true,
    minOdds: 2.37,
    edge: 0.06,
    stake: 10,
    bankroll: 1000,
    tier: 'platinum' as const,
    eventStartTime: new Date('2030-05-04T18:00:00Z'),
  };

  it('says "precio sin contraste" and "fuera del feed" in the email, Telegram and push, with one price', () => {
    const mail = (language: 'es' | 'en') =>
      publicationMail({
        to: 'fan@example.com',
        name: 'Ana',
        language,
        picks: [handPick],
        dashboardUrl: 'http://app.test/dashboard',
        unsubscribeUrl: 'http://app.test/u',
        ledger: { seq: 1, hash: 'a'.repeat(64), recordUrl: 'http://app.test/record' },
      });
    expect(mail('es').text).toContain('cuota 2.50 (+150) · precio sin contraste · fuera del feed');
    expect(mail('en').html).toContain('odds 2.50 (+150) · unverified price · off the feed');
    expect(pickBlock(handPick, 'es', null)).toContain(
      '(+150) · Caliente · <i>precio sin contraste</i> · <i>fuera del feed</i>',
    );
    expect(pickBlock(handPick, 'en', null)).toContain('<i>unverified price</i> · <i>off the feed</i>');
    expect(pushNotification([handPick], 'es', 'b1').body).toBe(
      'Real Betis vs Sevilla · Platinum · Cuota mínima 2,37 (+137) · precio sin contraste · fuera del feed',
    );
    expect(pushNotification([{ ...handPick, priceUnverified: false, offFeed: false }], 'en', 'b1').body).toBe(
      'Real Betis vs Sevilla · Platinum · Bet down to 2.37 (+137)',
    );
  });
});
