import type { GeniusHistory, GeniusMessage, GeniusStreamEvent } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GeniusChatTab } from '@/features/genius';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { ToastProbe } from '@test/toast-probe';

const HISTORY = '/api/admin/genius-chat/history';
const STREAM = '/api/admin/genius-chat/stream';

let sequence = 0;
function message(role: GeniusMessage['role'], content: string): GeniusMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    role,
    content,
    createdAt: '2026-11-24T16:30:00.000Z',
  };
}

function history(overrides: Partial<GeniusHistory> = {}): GeniusHistory {
  return {
    configured: true,
    messages: [],
    context: {
      kellyFraction: 0.3,
      edgeThreshold: 0.025,
      bankroll: 1000,
      pickFormula: 'edge >= 0.04',
      picks: [
        {
          sport: 'soccer',
          match: 'Real Betis vs Sevilla',
          homeTeam: 'Real Betis',
          awayTeam: 'Sevilla',
          selection: 'Real Betis ML',
          odds: 2.5,
          edge: 0.061,
          tier: 'vip',
        },
        {
          sport: 'nba',
          match: 'Boston Celtics vs Miami Heat',
          homeTeam: 'Boston Celtics',
          awayTeam: 'Miami Heat',
          selection: 'Miami Heat ML',
          odds: 2.1,
          edge: 0.04,
          tier: 'exclusivo',
        },
      ],
      record: { picks: 3, wins: 2, losses: 1, pushes: 0, hitRate: 2 / 3, roi: 0.12, meanClv: 0.013 },
    },
    ...overrides,
  };
}

const sse = (events: GeniusStreamEvent[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

/** A stream the test finishes by hand, to look at the tab while the answer is on its way. */
function heldStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: GeniusStreamEvent) =>
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    end: () => controller.close(),
  };
}

function renderTab() {
  return renderWithProviders(
    <>
      <GeniusChatTab />
      <ToastProbe />
    </>,
  );
}

describe('Genius Chat tab', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('shows the stored conversation and the current context', async () => {
    stubFetch({
      [HISTORY]: () =>
        jsonResponse(
          history({ messages: [message('user', 'Hola'), message('assistant', 'Línea 1\nLínea 2')] }),
        ),
    });
    renderTab();
    const assistant = await screen.findByTestId('genius-message-assistant');
    expect(assistant.textContent).toContain('Línea 1\nLínea 2');
    expect(screen.getByTestId('genius-message-user').textContent).toContain('Hola');
    const context = screen.getByTestId('genius-context');
    expect(within(context).getByText('edge >= 0.04')).toBeTruthy();
    expect(within(context).getByText('0,30')).toBeTruthy();
    // The picks are labelled as on every other screen: soccer home first, the US sports away @ home.
    expect(
      within(context)
        .getAllByTestId('match-label')
        .map((label) => label.textContent),
    ).toEqual(['Real Betis (L) vs Sevilla', 'Miami Heat @ Boston Celtics (L)']);
    expect(within(context).getByText('G-P-N')).toBeTruthy();
  });

  it('sends on Enter, breaks the line on Shift+Enter and ignores a blank message', async () => {
    const answer = message('assistant', 'Tu Kelly es moderado.');
    const fetchMock = stubFetch({
      [HISTORY]: () => jsonResponse(history()),
      [STREAM]: () =>
        sse([
          { type: 'delta', text: 'Tu Kelly es moderado.' },
          { type: 'done', userMessage: message('user', 'Línea uno\nLínea dos'), message: answer },
        ]),
    });
    renderTab();
    const user = userEvent.setup();
    const input = await screen.findByTestId<HTMLTextAreaElement>('genius-input');

    await user.type(input, '   {Enter}');
    expect(callsTo(fetchMock, STREAM)).toHaveLength(0);
    expect((screen.getByTestId('genius-send') as HTMLButtonElement).disabled).toBe(true);

    await user.clear(input);
    await user.type(input, 'Línea uno{Shift>}{Enter}{/Shift}Línea dos');
    expect(input.value).toBe('Línea uno\nLínea dos');
    expect(callsTo(fetchMock, STREAM)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('genius-message-assistant')).toHaveLength(1));
    expect(callsTo(fetchMock, STREAM)[0]?.body).toMatchObject({
      message: 'Línea uno\nLínea dos',
      context: { kellyFraction: 0.3, edgeThreshold: 0.025, bankroll: 1000, pickFormula: 'edge >= 0.04' },
    });
    expect(input.value).toBe('');
    expect(screen.getByTestId('genius-message-assistant').textContent).toContain('Tu Kelly es moderado.');
  });

  it('shows Pensando... until the first words, then the answer as it streams in', async () => {
    const stream = heldStream();
    stubFetch({ [HISTORY]: () => jsonResponse(history()), [STREAM]: () => stream.response });
    renderTab();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('genius-input'), '¿Qué tal?{Enter}');
    expect((await screen.findByTestId('genius-thinking')).textContent).toContain('Pensando...');
    expect(screen.getByTestId('genius-message-user').textContent).toContain('¿Qué tal?');

    act(() => stream.send({ type: 'delta', text: 'Primera frase.' }));
    await waitFor(() => expect(screen.queryByTestId('genius-thinking')).toBeNull());
    expect(screen.getByTestId('genius-message-assistant').textContent).toContain('Primera frase.');

    act(() => {
      stream.send({
        type: 'done',
        userMessage: message('user', '¿Qué tal?'),
        message: message('assistant', 'Primera frase.'),
      });
      stream.end();
    });
    await waitFor(() =>
      expect(screen.getByTestId('genius-message-assistant').getAttribute('aria-busy')).toBeNull(),
    );
  });

  it('removes the unanswered message and shows the error toast when the Genius fails', async () => {
    stubFetch({
      [HISTORY]: () =>
        jsonResponse(history({ messages: [message('user', 'Antes'), message('assistant', 'Respuesta')] })),
      [STREAM]: () =>
        jsonResponse(
          {
            error: {
              code: 'BAD_GATEWAY',
              reason: 'ai_provider_error',
              message: 'The AI provider answered with an error; try again later',
            },
          },
          502,
        ),
    });
    renderTab();
    const user = userEvent.setup();
    const input = await screen.findByTestId<HTMLTextAreaElement>('genius-input');
    await user.type(input, 'Sin respuesta{Enter}');

    await waitFor(() => expect(screen.getByTestId('toast-probe').textContent).toBe('Error en el chat'));
    expect(screen.getAllByTestId('genius-message-user').map((element) => element.textContent)).toEqual([
      expect.stringContaining('Antes'),
    ]);
    expect(screen.queryByTestId('genius-thinking')).toBeNull();
    expect(input.value).toBe('Sin respuesta');
  });

  it('removes the message too when the stream ends with an error event', async () => {
    stubFetch({
      [HISTORY]: () => jsonResponse(history()),
      [STREAM]: () =>
        sse([
          { type: 'delta', text: 'Medio' },
          { type: 'error', message: 'timeout', code: 'GATEWAY_TIMEOUT' },
        ]),
    });
    renderTab();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('genius-input'), 'Hola{Enter}');
    await waitFor(() => expect(screen.getByTestId('toast-probe').textContent).toBe('Error en el chat'));
    expect(screen.queryByTestId('genius-message-user')).toBeNull();
    expect(screen.queryByTestId('genius-message-assistant')).toBeNull();
  });

  it('says clearly when AI is not configured, and keeps the context visible', async () => {
    stubFetch({ [HISTORY]: () => jsonResponse(history({ configured: false })) });
    renderTab();
    expect((await screen.findByTestId('genius-not-configured')).textContent).toContain(
      'La IA no está configurada',
    );
    expect((screen.getByTestId('genius-input') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByTestId('genius-context')).toBeTruthy();
  });

  it('clears the history after a confirmation', async () => {
    const fetchMock = stubFetch({
      [HISTORY]: (init) =>
        init?.method === 'DELETE'
          ? jsonResponse({ deleted: 2 })
          : jsonResponse(history({ messages: [message('user', 'Hola'), message('assistant', 'Qué tal')] })),
    });
    renderTab();
    const user = userEvent.setup();
    await screen.findByTestId('genius-message-user');
    await user.click(screen.getByTestId('genius-clear'));
    expect(callsTo(fetchMock, HISTORY).filter((call) => call.init?.method === 'DELETE')).toHaveLength(0);
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('genius-message-user')).toBeNull());
    expect(callsTo(fetchMock, HISTORY).filter((call) => call.init?.method === 'DELETE')).toHaveLength(1);
  });
});
