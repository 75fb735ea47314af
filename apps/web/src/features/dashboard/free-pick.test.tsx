import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startOfDay } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp, visitor } from '@test/helpers';
import { makeLocked, makeUnlocked, stubDashboard } from '@test/fixtures/dashboard';

const lockedCard = async (pickId: string) =>
  (await screen.findAllByTestId('locked-pick-card')).find(
    (card) => card.dataset.pickId === pickId,
  ) as HTMLElement;

describe('claiming the free pick from the dashboard', () => {
  beforeEach(() => changeLanguage('en'));
  afterEach(() => act(() => dismissToast()));

  it('asks first, then claims it and opens the pick in place; the free-pick badge goes', async () => {
    const teaser = makeLocked({ tier: 'diamante' });
    const full = makeUnlocked({
      ...teaser,
      locked: false,
      selection: 'Real Madrid',
      displayLine: 'Real Madrid -0.5',
      odds: 2.2,
      oddsAmerican: 120,
      isFree: true,
    });
    let claimed = false;
    const fetchMock = stubDashboard({
      routes: {
        '/api/auth/me': () => jsonResponse({ user: makeUser({ hasUsedFreePick: claimed }) }),
        '/api/picks': () => jsonResponse({ picks: [claimed ? full : teaser] }),
        [`/api/picks/${teaser.id}/unlock-free`]: () => {
          claimed = true;
          return jsonResponse({ pick: full });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByTestId('free-pick-badge')).toBeTruthy();

    await user.click(within(await lockedCard(teaser.id)).getByRole('button', { name: 'Use my free pick' }));
    const dialog = await screen.findByTestId('free-pick-dialog');
    expect(within(dialog).getByText('Use your free pick?')).toBeTruthy();
    expect(dialog.textContent).toContain('Diamante');
    expect(dialog.textContent).toContain('Real Madrid');
    expect(callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Pick unlocked')).toBeTruthy();
    const claims = callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.init?.method).toBe('POST');

    const card = (await screen.findAllByTestId('pick-card')).find(
      (each) => each.dataset.pickId === teaser.id,
    );
    expect(within(card as HTMLElement).getByTestId('pick-selection').textContent).toContain(
      'Real Madrid -0.5',
    );
    expect(within(card as HTMLElement).getByText('Your free pick')).toBeTruthy();
    expect(screen.queryByTestId('free-pick-dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('free-pick-badge')).toBeNull());
  });

  it('does nothing when the user cancels', async () => {
    const teaser = makeLocked();
    const fetchMock = stubDashboard({ picks: [teaser] });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(within(await lockedCard(teaser.id)).getByRole('button', { name: 'Use my free pick' }));
    await user.click(
      within(await screen.findByTestId('free-pick-dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByTestId('free-pick-dialog')).toBeNull();
    expect(callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`)).toHaveLength(0);
  });

  it('says why the server refused (409), translated, and the pick stays locked', async () => {
    await changeLanguage('es');
    const teaser = makeLocked();
    stubDashboard({
      picks: [teaser],
      routes: {
        [`/api/picks/${teaser.id}/unlock-free`]: () =>
          jsonResponse(
            {
              error: {
                code: 'CONFLICT',
                message: 'The free pick has already been used',
                reason: 'free_pick_used',
              },
            },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(
      within(await lockedCard(teaser.id)).getByRole('button', { name: 'Usar mi pick gratis' }),
    );
    await user.click(
      within(await screen.findByTestId('free-pick-dialog')).getByRole('button', { name: 'Desbloquear' }),
    );
    expect(await screen.findByText('No se pudo desbloquear')).toBeTruthy();
    expect(screen.getByText('Ya usaste tu pick gratis.')).toBeTruthy();
    expect(screen.queryByText('The free pick has already been used')).toBeNull();
    expect(await lockedCard(teaser.id)).toBeTruthy();
    expect(screen.queryByTestId('pick-selection')).toBeNull();
  });

  it('offers no claim on a pick that has started', async () => {
    // Begun, yet today's: an hour ago, or at midnight when the test runs in the day's first hour.
    const begun = Math.max(startOfDay(new Date()).getTime(), Date.now() - 3_600_000);
    const started = makeLocked({ eventStartTime: new Date(begun).toISOString() });
    stubDashboard({ picks: [started] });
    renderApp('/dashboard');
    const card = await lockedCard(started.id);
    expect(within(card).queryByRole('button', { name: 'Use my free pick' })).toBeNull();
    expect(within(card).getByText('Already started: the free pick cannot unlock it')).toBeTruthy();
  });

  it('offers no claim once the free pick is used', async () => {
    const teaser = makeLocked();
    stubDashboard({ user: makeUser({ hasUsedFreePick: true }), picks: [teaser] });
    renderApp('/dashboard');
    const card = await lockedCard(teaser.id);
    expect(within(card).queryByRole('button', { name: 'Use my free pick' })).toBeNull();
    expect(screen.queryByTestId('free-pick-badge')).toBeNull();
  });
});

describe('the free pick needs a verified email', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  /** The account's server: the code 123456 verifies it; a claim before that is refused with 403. */
  function stubUnverified(teaser: ReturnType<typeof makeLocked>, sessionSaysVerified: boolean) {
    let verified = false;
    let claimed = false;
    const full = makeUnlocked({ ...teaser, locked: false, selection: 'Real Madrid', isFree: true });
    const fetchMock = stubDashboard({
      routes: {
        '/api/auth/me': () =>
          jsonResponse({
            user: makeUser({ emailVerified: sessionSaysVerified || verified, hasUsedFreePick: claimed }),
          }),
        '/api/picks': () => jsonResponse({ picks: [claimed ? full : teaser] }),
        '/api/auth/resend-verification': () => jsonResponse({ message: 'Código enviado' }),
        '/api/auth/verify-email': (init) => {
          const body = JSON.parse(String(init?.body)) as { code: string };
          if (body.code !== '123456')
            return jsonResponse(
              { error: { code: 'INVALID_CODE', message: 'Código inválido o expirado' } },
              400,
            );
          verified = true;
          return jsonResponse({ message: 'Email verificado correctamente' });
        },
        [`/api/picks/${teaser.id}/unlock-free`]: () => {
          if (!verified)
            return jsonResponse(
              {
                error: {
                  code: 'FORBIDDEN',
                  message: 'Verify your email address before using the free pick',
                  reason: 'email_not_verified',
                },
              },
              403,
            );
          claimed = true;
          return jsonResponse({ pick: full });
        },
      },
    });
    return fetchMock;
  }

  it('says so on the locked pick, asks for the code in the dialog, sends it again, verifies and then claims', async () => {
    const teaser = makeLocked({ tier: 'diamante' });
    const fetchMock = stubUnverified(teaser, false);
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await lockedCard(teaser.id);
    expect(within(card).getByTestId('free-pick-verify-hint').textContent).toBe(
      'Antes te pediremos verificar tu email',
    );
    await user.click(within(card).getByRole('button', { name: 'Usar mi pick gratis' }));
    const dialog = await screen.findByTestId('free-pick-dialog');
    expect(dialog.dataset.step).toBe('verify');
    expect(within(dialog).getByText('Verifica tu email para usar tu pick gratis')).toBeTruthy();
    expect(dialog.textContent).toContain('ana@example.com');
    expect(dialog.textContent).toContain('Diamante');
    expect(within(dialog).queryByRole('button', { name: 'Desbloquear' })).toBeNull();

    // The code form loads with the auth feature, the first time it is shown.
    await user.click(await within(dialog).findByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Código reenviado')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/resend-verification').map((c) => c.body)).toEqual([
      { email: 'ana@example.com' },
    ]);

    await user.type(within(dialog).getByLabelText('Código de verificación'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar y desbloquear' }));
    expect(await screen.findByText('Código inválido o expirado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Código de verificación'));
    await user.type(within(dialog).getByLabelText('Código de verificación'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar y desbloquear' }));
    expect(await screen.findByText('Pick desbloqueado')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/verify-email').at(-1)?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
    });
    expect(callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('free-pick-dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('verify-email-card')).toBeNull());
  });

  it('switches to the code form in place when the server refuses the claim as unverified', async () => {
    const teaser = makeLocked();
    const fetchMock = stubUnverified(teaser, true);
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await lockedCard(teaser.id);
    expect(within(card).queryByTestId('free-pick-verify-hint')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Usar mi pick gratis' }));
    const dialog = await screen.findByTestId('free-pick-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(dialog.dataset.step).toBe('verify'));
    expect(screen.queryByText('No se pudo desbloquear')).toBeNull();
    await user.type(await within(dialog).findByLabelText('Código de verificación'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar y desbloquear' }));
    expect(await screen.findByText('Pick desbloqueado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`)).toHaveLength(2);
  });
});

describe('a free-pick claim whose session ends on the way', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  const LOGIN_NOTICE = 'Debes iniciar sesión para continuar (puede que tu sesión haya caducado).';

  /** The dashboard's API for a session that can end and start again; the claim works while it lives. */
  function claimApi() {
    const teaser = makeLocked({ tier: 'vip' });
    const full = makeUnlocked({ ...teaser, locked: false, selection: 'Sevilla', isFree: true });
    const state = { signedIn: true, claimed: false };
    const unauthorized = () =>
      jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'login', reason: 'login_required' } }, 401);
    const fetchMock = stubDashboard({
      routes: {
        '/api/auth/me': () =>
          state.signedIn ? jsonResponse({ user: makeUser({ hasUsedFreePick: state.claimed }) }) : visitor(),
        '/api/auth/login': () => {
          state.signedIn = true;
          return jsonResponse({ user: makeUser(), message: 'ok' });
        },
        '/api/picks': () => jsonResponse({ picks: [state.claimed ? full : teaser] }),
        [`/api/picks/${teaser.id}/unlock-free`]: () => {
          if (!state.signedIn) return unauthorized();
          state.claimed = true;
          return jsonResponse({ pick: full });
        },
      },
    });
    return { teaser, state, fetchMock };
  }

  async function signInAgainAndClaim(teaser: { id: string }) {
    expect(await screen.findByTestId('login-return-notice')).toBeTruthy();
    expect(screen.getByTestId('login-return-notice').textContent).toContain(LOGIN_NOTICE);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    const next = new URLSearchParams(screen.getByTestId('location-search').textContent ?? '').get('next');
    expect(next).toBe(`/dashboard?claim=${teaser.id}`);

    const user = userEvent.setup();
    const form = await screen.findByTestId('auth-form');
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), 'secret1');
    await user.click(screen.getByTestId('auth-submit'));

    // Back on the dashboard with the same claim asked again, not made behind the person's back.
    const dialog = await screen.findByTestId('free-pick-dialog');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(dialog.dataset.step).toBe('confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Pick desbloqueado')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location-search').textContent).toBe(''));
  }

  it('refused with 401: goes to the login, which says why, and back to the claim', async () => {
    const { teaser, state, fetchMock } = claimApi();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(
      within(await lockedCard(teaser.id)).getByRole('button', { name: 'Usar mi pick gratis' }),
    );
    const dialog = await screen.findByTestId('free-pick-dialog');
    expect(screen.getByTestId('location-search').textContent).toBe(`?claim=${teaser.id}`);
    state.signedIn = false;
    await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
    await signInAgainAndClaim(teaser);
    expect(callsTo(fetchMock, `/api/picks/${teaser.id}/unlock-free`)).toHaveLength(2);
  });

  it('found ended as the dialog opens: the same round trip', async () => {
    const { teaser, state } = claimApi();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await lockedCard(teaser.id);
    state.signedIn = false;
    await user.click(within(card).getByRole('button', { name: 'Usar mi pick gratis' }));
    await signInAgainAndClaim(teaser);
  });

  it('forgets a claim the address names for a pick that is not locked', async () => {
    stubDashboard({ picks: [makeLocked()] });
    renderApp('/dashboard?claim=no-such-pick');
    expect(await screen.findAllByTestId('locked-pick-card')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location-search').textContent).toBe(''));
    expect(screen.queryByTestId('free-pick-dialog')).toBeNull();
  });
});
