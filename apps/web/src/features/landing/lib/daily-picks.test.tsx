import type { RecordVolume } from '@arcade/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, renderApp, stubFetch } from '@test/helpers';
import { dailyPicksClaim } from './daily-picks';

const unauthorized = () => new Response('', { status: 401 });
const volume = (perDay: number | null, published = 0): RecordVolume => ({
  windowDays: 30,
  days: perDay === null && published === 0 ? 0 : 30,
  published,
  perDay,
});

function landingWith(answer: () => Response) {
  stubFetch({
    '/api/auth/me': unauthorized,
    '/api/events/coverage': () => jsonResponse({ generatedAt: '2030-01-01T00:00:00.000Z', sports: [] }),
    '/api/record/volume': answer,
  });
  renderApp('/');
}

const heroLine = () => screen.getByTestId('landing-daily-picks');
const ctaText = () => screen.getByTestId('landing-cta-text');

describe('dailyPicksClaim', () => {
  it.each([
    ['the promise at exactly 4 a day', volume(4, 120), { kind: 'promise', count: 4 }],
    ['the promise above it', volume(5.5, 165), { kind: 'promise', count: 4 }],
    ['the measured average below it', volume(3.4, 102), { kind: 'measured', perDay: 3.4 }],
    ['a tenth rounded down, never up to the promise', volume(3.96, 119), { kind: 'measured', perDay: 3.9 }],
    ['no figure on a new install', volume(null), { kind: 'none' }],
    ['nothing while it loads', undefined, { kind: 'loading' }],
  ])('answers %s', (_name, answer, claim) => {
    expect(dailyPicksClaim(answer)).toEqual(claim);
  });

  it('claims no figure when the volume cannot be read', () => {
    expect(dailyPicksClaim(undefined, true)).toEqual({ kind: 'none' });
  });
});

describe('the landing’s picks a day', () => {
  beforeEach(() => changeLanguage('es'));
  afterAll(() => changeLanguage('es'));

  it('promises 4 picks a day while the last 30 days kept it', async () => {
    landingWith(() => jsonResponse(volume(4.3, 129)));
    await waitFor(() => expect(heroLine().className).not.toContain('invisible'));
    expect(heroLine().textContent).toBe('4 picks diarios');
    expect(ctaText().textContent).toBe(
      '4 picks diarios, las mejores cuotas del mercado y cancelación en cualquier momento.',
    );
  });

  it('says the measured average instead when it is below 4', async () => {
    landingWith(() => jsonResponse(volume(3.4, 102)));
    await waitFor(() => expect(heroLine().textContent).toBe('3,4 picks diarios de media (últimos 30 días)'));
    expect(ctaText().textContent).toBe(
      '3,4 picks diarios de media en los últimos 30 días, las mejores cuotas del mercado y cancelación en cualquier momento.',
    );
    expect(screen.queryByText('4 picks diarios')).toBeNull();
  });

  it('says it in English', async () => {
    await changeLanguage('en');
    landingWith(() => jsonResponse(volume(2.5, 75)));
    await waitFor(() => expect(heroLine().textContent).toBe('2.5 daily picks on average (last 30 days)'));
    expect(ctaText().textContent).toBe(
      '2.5 daily picks on average over the last 30 days, the best odds on the market and cancellation at any time.',
    );
  });

  it('claims no figure on a new install with nothing published', async () => {
    landingWith(() => jsonResponse(volume(null)));
    await waitFor(() => expect(heroLine().textContent).toBe('Picks solo cuando hay valor'));
    expect(ctaText().textContent).toBe(
      'Picks solo cuando hay valor, las mejores cuotas del mercado y cancelación en cualquier momento.',
    );
  });

  it('holds the line’s place unseen while the figure loads, and claims none if it cannot be read', async () => {
    let fail: (response: Response) => void = () => undefined;
    landingWith(() => new Promise<Response>((resolve) => (fail = resolve)) as unknown as Response);
    expect((await screen.findByTestId('landing-daily-picks')).className).toContain('invisible');
    expect(heroLine().getAttribute('aria-hidden')).toBe('true');
    fail(new Response('boom', { status: 500 }));
    await waitFor(() => expect(heroLine().textContent).toBe('Picks solo cuando hay valor'), {
      timeout: 5000,
    });
    expect(heroLine().className).not.toContain('invisible');
  });
});
