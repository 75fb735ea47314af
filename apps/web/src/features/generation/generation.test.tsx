import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';
import { generationStore } from './hooks/generation-store';

/** A streamed response the test feeds event by event; it stays open until closed or aborted. */
function sseResponse(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: unknown) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    close: () => controller.close(),
  };
}

function stubStream() {
  const state: { stream?: ReturnType<typeof sseResponse>; signal?: AbortSignal } = {};
  const fetchMock = stubAdmin([], {
    '/api/picks/stream': (init) => {
      state.signal = init?.signal ?? undefined;
      state.stream = sseResponse(init?.signal);
      return state.stream.response;
    },
  });
  return { fetchMock, state };
}

/** Opens the dialog and asks for a generation (a refused stream shows no overlay). */
async function submitGeneration(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('admin-generate'));
  const dialog = await screen.findByTestId('generate-dialog');
  await user.click(within(dialog).getByTestId('generate-submit'));
}

/** Starts a generation and waits for its overlay. */
async function startGeneration(user: ReturnType<typeof userEvent.setup>) {
  await submitGeneration(user);
  return screen.findByTestId('generation-overlay');
}

describe('generation', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => generationStore.close());
    act(() => dismissToast());
  });

  it('streams progress into the overlay: "Analizando evento 3 de 10", minimise, and closing aborts', async () => {
    const { fetchMock, state } = stubStream();
    renderApp('/admin');
    const user = userEvent.setup();
    const overlay = await startGeneration(user);
    expect(within(overlay).getByText('Puedes minimizar esta ventana y seguir trabajando')).toBeTruthy();
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/stream'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ bankroll: '1000', pickCount: '10' });
    expect(fetchMock.mock.calls.find(([u]) => String(u).includes('/stream'))?.[1]?.credentials).toBe(
      'include',
    );

    await waitFor(() => expect(state.stream).toBeDefined());
    act(() =>
      state.stream?.send({
        type: 'progress',
        current: 3,
        total: 10,
        message: 'Boston vs Miami',
        event: { sport: 'nba', homeTeam: 'Boston', awayTeam: 'Miami' },
      }),
    );
    expect(await within(overlay).findByText('Analizando evento 3 de 10')).toBeTruthy();
    // The event in the app's match order, not the server's "Home vs Away" text.
    expect(within(overlay).getByTestId('generation-message').textContent).toBe('Miami @ Boston (L)');
    expect(within(overlay).getByTestId('generation-phase').textContent).toBe(
      'Analizando oportunidades de valor...',
    );

    await user.click(within(overlay).getByTestId('generation-minimize'));
    const card = await screen.findByTestId('generation-minimized');
    expect(within(card).getByText('Analizando evento 3 de 10')).toBeTruthy();
    expect(state.signal?.aborted).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Cancelar generación' }));
    expect(state.signal?.aborted).toBe(true);
    expect(screen.queryByTestId('generation-minimized')).toBeNull();
    expect(await screen.findByText('Generación cancelada')).toBeTruthy();
  });

  it('says the generation is complete, not "Analizando evento 44 de 44", once it has finished', async () => {
    const { state } = stubStream();
    renderApp('/admin');
    const overlay = await startGeneration(userEvent.setup());
    await waitFor(() => expect(state.stream).toBeDefined());
    act(() => state.stream?.send({ type: 'progress', current: 44, total: 44, message: 'A vs B' }));
    expect(await within(overlay).findByText('Analizando evento 44 de 44')).toBeTruthy();
    act(() =>
      state.stream?.send({
        type: 'complete',
        picks: [makePick()],
        analysed: 44,
        rejections: { no_consensus: 43 },
      }),
    );
    expect(await within(overlay).findByText('¡Generación completada!')).toBeTruthy();
    expect(within(overlay).queryByTestId('generation-count')).toBeNull();
    expect(within(overlay).getByTestId('generation-message').textContent).toBe(
      '1 pick de 44 eventos analizados.',
    );
  });

  it('keeps toasts off the minimised card: toasts at the top on phones, the card bottom-left from sm up', async () => {
    const { state } = stubStream();
    renderApp('/admin');
    const user = userEvent.setup();
    await startGeneration(user);
    await waitFor(() => expect(state.stream).toBeDefined());
    await user.click(screen.getByTestId('generation-minimize'));
    const card = await screen.findByTestId('generation-minimized');
    act(() => state.stream?.send({ type: 'error', message: 'x', code: 'INTERNAL_ERROR' }));
    const toast = await screen.findByText('Error al generar picks');
    const viewport = toast.closest('ol');
    if (!viewport) throw new Error('the toast is not in the viewport');
    const classes = (element: Element) => element.getAttribute('class')?.split(/\s+/) ?? [];
    // Phones (no breakpoint prefix): toasts anchored to the top, the card to the bottom.
    expect(classes(viewport)).toContain('top-0');
    expect(classes(viewport)).not.toContain('bottom-0');
    expect(classes(card)).toContain('bottom-4');
    // From sm: toasts bottom-right, the card bottom-left.
    expect(classes(viewport)).toEqual(expect.arrayContaining(['sm:bottom-0', 'right-0']));
    expect(classes(card)).toEqual(expect.arrayContaining(['left-4', 'sm:right-auto']));
  });

  it('sends the chosen sport, count (clamped to 50) and strategy', async () => {
    const { fetchMock } = stubStream();
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('admin-generate'));
    const dialog = await screen.findByTestId('generate-dialog');
    await user.selectOptions(within(dialog).getByLabelText('Deporte'), 'nba');
    await user.selectOptions(within(dialog).getByLabelText('Estrategia'), 'poisson');
    const count = within(dialog).getByLabelText('Número de picks');
    await user.clear(count);
    await user.type(count, '75');
    await user.click(within(dialog).getByTestId('generate-submit'));

    await screen.findByTestId('generation-overlay');
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/stream'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bankroll: '1000',
      sport: 'nba',
      pickCount: '50',
      strategy: 'poisson',
    });
  });

  it('toasts the count and refreshes the picks on complete', async () => {
    const { fetchMock, state } = stubStream();
    renderApp('/admin');
    const user = userEvent.setup();
    await startGeneration(user);
    await waitFor(() => expect(state.stream).toBeDefined());
    const before = callsTo(fetchMock, '/api/admin/picks').length;
    act(() => state.stream?.send({ type: 'complete', picks: [makePick(), makePick()] }));

    expect(await screen.findByText('Picks generados exitosamente')).toBeTruthy();
    expect(screen.getByText('Se generaron 2 picks nuevos, pendientes de revisión.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/picks').length).toBeGreaterThan(before));
  });

  it("shows the server's message when the generation found nothing", async () => {
    const { state } = stubStream();
    renderApp('/admin');
    await startGeneration(userEvent.setup());
    await waitFor(() => expect(state.stream).toBeDefined());
    act(() => state.stream?.send({ type: 'complete', picks: [], message: 'Hoy no hay valor en el mercado' }));
    expect((await screen.findAllByText('Hoy no hay valor en el mercado')).length).toBeGreaterThan(0);
  });

  it('says in Spanish what was analysed and the commonest reasons when nothing passed', async () => {
    const { state } = stubStream();
    renderApp('/admin');
    await startGeneration(userEvent.setup());
    await waitFor(() => expect(state.stream).toBeDefined());
    act(() =>
      state.stream?.send({
        type: 'complete',
        picks: [],
        message: 'No value found today: 12 events analysed, none passed the rules.',
        analysed: 12,
        rejections: { no_consensus: 1, outside_sweet_spot: 7, below_edge_threshold: 3, no_predictions: 2 },
      }),
    );
    const summary =
      '12 eventos analizados; ninguno pasó las reglas. Motivos principales: cuota fuera del rango ideal: 7; edge por debajo del umbral: 3; ninguna estrategia pudo predecirlo: 2.';
    expect(await screen.findByText(`Hoy no se encontró valor en el mercado. ${summary}`)).toBeTruthy();
    expect(screen.getByText(summary)).toBeTruthy();
    expect(screen.queryByText(/No value found today/)).toBeNull();
  });

  it.each([
    [
      'invalid_formula',
      'The saved pick formula is invalid: unexpected end',
      'La fórmula de picks guardada no es válida: corrígela en Configuración.',
    ],
    [
      'invalid_model_weights',
      'The saved model weights are invalid: nba h2h must lie in [0, 1]',
      'Los pesos de los modelos guardados no son válidos (cada uno debe estar entre 0 y 1): corrígelos en Configuración.',
    ],
  ])(
    'says "Error al generar picks" with the stream error %s translated, never its English text',
    async (reason, message, translated) => {
      const { state } = stubStream();
      renderApp('/admin');
      await startGeneration(userEvent.setup());
      await waitFor(() => expect(state.stream).toBeDefined());
      act(() => state.stream?.send({ type: 'error', message, code: 'VALIDATION_ERROR', reason }));
      expect(await screen.findByText('Error al generar picks')).toBeTruthy();
      expect(screen.getByText(translated)).toBeTruthy();
      expect(screen.queryByText(message)).toBeNull();
      expect(screen.queryByTestId('generation-overlay')).toBeNull();
    },
  );

  it('says an unexpected server failure in the admin’s language', async () => {
    const { state } = stubStream();
    renderApp('/admin');
    await startGeneration(userEvent.setup());
    await waitFor(() => expect(state.stream).toBeDefined());
    act(() =>
      state.stream?.send({
        type: 'error',
        message: 'Pick generation failed unexpectedly',
        code: 'INTERNAL_ERROR',
      }),
    );
    expect(await screen.findByText('Error al generar picks')).toBeTruthy();
    expect(screen.getByText('Algo salió mal en el servidor. Inténtalo de nuevo')).toBeTruthy();
    expect(screen.queryByText('Pick generation failed unexpectedly')).toBeNull();
  });

  it('translates a refused stream by its error code', async () => {
    stubAdmin([], {
      '/api/picks/stream': () =>
        jsonResponse({ error: { code: 'BAD_ORIGIN', message: 'Cross-site request refused' } }, 403),
    });
    renderApp('/admin');
    await submitGeneration(userEvent.setup());
    expect(await screen.findByText('Error al generar picks')).toBeTruthy();
    expect(screen.getByText('Solicitud rechazada por seguridad: origen no permitido')).toBeTruthy();
    expect(screen.queryByText('Cross-site request refused')).toBeNull();
    expect(screen.queryByText(/HTTP error/)).toBeNull();
  });

  it('uses the fallback when the stream ends without a result, and the status on a bare bad status', async () => {
    const { state } = stubStream();
    renderApp('/admin');
    const user = userEvent.setup();
    await startGeneration(user);
    await waitFor(() => expect(state.stream).toBeDefined());
    act(() => state.stream?.close());
    expect(await screen.findByText('No se pudieron generar los picks')).toBeTruthy();

    stubAdmin([], { '/api/picks/stream': () => new Response('', { status: 500 }) });
    await submitGeneration(user);
    expect(await screen.findByText('Error HTTP: estado 500')).toBeTruthy();
  });

  it('explains a 409: another generation is running', async () => {
    stubAdmin([], { '/api/picks/stream': () => new Response('', { status: 409 }) });
    renderApp('/admin');
    await submitGeneration(userEvent.setup());
    expect(await screen.findByText('Ya hay otra generación en curso. Espera a que termine.')).toBeTruthy();
  });
});
