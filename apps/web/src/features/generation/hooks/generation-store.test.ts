import type { GenerationEvent } from '@arcade/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANIMATION_CEILING,
  RESTARTS,
  RESTART_DELAY_MS,
  createGenerationStore,
  generationPhase,
} from './generation-store';

const params = { bankroll: 1000, sport: 'all' as const, pickCount: 10, strategy: 'auto' as const };

/** A stream the test pushes events into. */
function controllableStream() {
  const queue: GenerationEvent[] = [];
  let wake: (() => void) | null = null;
  let isDone = false;
  return {
    push(event: GenerationEvent) {
      queue.push(event);
      wake?.();
    },
    end() {
      isDone = true;
      wake?.();
    },
    async *stream(): AsyncGenerator<GenerationEvent> {
      for (;;) {
        const next = queue.shift();
        if (next) yield next;
        else if (isDone) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

const callbacks = () => ({ onComplete: vi.fn(), onError: vi.fn() });

describe('generationPhase', () => {
  it.each([
    [0, 'searching'],
    [29, 'searching'],
    [30, 'found'],
    [99, 'found'],
    [100, 'complete'],
  ])('%i %% is %s', (percent, phase) => expect(generationPhase(percent)).toBe(phase));
});

describe('generation store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('animates up to 70 % without progress, then jumps to 100 % on complete', async () => {
    const source = controllableStream();
    const store = createGenerationStore({
      stream: () => source.stream(),
      tickMs: 100,
      step: 5,
      closeDelayMs: 1000,
    });
    const cb = callbacks();
    store.start(params, cb);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getSnapshot().percent).toBe(25);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getSnapshot().percent).toBe(ANIMATION_CEILING);

    source.push({ type: 'complete', picks: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ status: 'complete', percent: 100 });
    expect(cb.onComplete).toHaveBeenCalledWith({ picks: [], message: undefined, summary: null });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot().status).toBe('idle');
  });

  it('follows real counts instead of the animation, capped at 99 % until complete', async () => {
    const source = controllableStream();
    const store = createGenerationStore({ stream: () => source.stream(), tickMs: 100, step: 5 });
    store.start(params, callbacks());
    source.push({ type: 'progress', current: 3, total: 10, message: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ percent: 30, current: 3, total: 10 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getSnapshot().percent).toBe(30);
    source.push({ type: 'progress', current: 10, total: 10, message: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().percent).toBe(99);
    store.close();
  });

  it('never moves the bar back when the first count is below the timed animation', async () => {
    const source = controllableStream();
    const store = createGenerationStore({ stream: () => source.stream(), tickMs: 100, step: 2 });
    store.start(params, callbacks());
    await vi.advanceTimersByTimeAsync(600);
    expect(store.getSnapshot().percent).toBe(12);
    source.push({ type: 'progress', current: 3, total: 100, message: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({ percent: 12, current: 3, total: 100 });
    // The animation has stopped: the bar waits for the real share to pass it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getSnapshot().percent).toBe(12);
    source.push({ type: 'progress', current: 40, total: 100, message: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().percent).toBe(40);
    store.close();
  });

  it('reports an error event and a stream that ends without a result', async () => {
    const first = controllableStream();
    const store = createGenerationStore({ stream: () => first.stream() });
    const cb = callbacks();
    store.start(params, cb);
    first.push({ type: 'error', message: 'boom', code: 'VALIDATION_ERROR', reason: 'invalid_formula' });
    await vi.advanceTimersByTimeAsync(0);
    // Codes for the interface to translate, never the server's English text.
    expect(cb.onError).toHaveBeenCalledWith({
      isBusy: false,
      code: 'VALIDATION_ERROR',
      reason: 'invalid_formula',
    });
    expect(store.getSnapshot().status).toBe('idle');

    const second = controllableStream();
    const other = createGenerationStore({ stream: () => second.stream() });
    const cb2 = callbacks();
    other.start(params, cb2);
    second.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(cb2.onError).toHaveBeenCalledWith({ isBusy: false });
  });

  it('starts a generation the server stopped to restart again, and finishes it', async () => {
    const sources = [controllableStream(), controllableStream()];
    let calls = 0;
    const store = createGenerationStore({
      stream: () => (sources[calls++] ?? controllableStream()).stream(),
    });
    const cb = callbacks();
    store.start(params, cb);
    sources[0]?.push({ type: 'progress', current: 2, total: 10, message: 'x' });
    sources[0]?.push({
      type: 'error',
      message: 'restarting',
      code: 'SERVICE_UNAVAILABLE',
      reason: 'shutting_down',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(cb.onError).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ status: 'running', percent: 20 });

    await vi.advanceTimersByTimeAsync(RESTART_DELAY_MS);
    expect(calls).toBe(2);
    sources[1]?.push({ type: 'complete', picks: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(cb.onComplete).toHaveBeenCalledOnce();
    expect(cb.onError).not.toHaveBeenCalled();
  });

  it('reports the restart when the server still does not answer after two more tries', async () => {
    let calls = 0;
    const store = createGenerationStore({
      async *stream(): AsyncGenerator<GenerationEvent> {
        calls += 1;
        if (calls > 1) throw new TypeError('Failed to fetch');
        yield { type: 'error', message: 'restarting', code: 'SERVICE_UNAVAILABLE', reason: 'shutting_down' };
      },
    });
    const cb = callbacks();
    store.start(params, cb);
    await vi.advanceTimersByTimeAsync(RESTART_DELAY_MS * (RESTARTS + 1));
    expect(calls).toBe(RESTARTS + 1);
    expect(cb.onError).toHaveBeenCalledOnce();
    expect(cb.onError).toHaveBeenCalledWith({
      isBusy: false,
      code: 'SERVICE_UNAVAILABLE',
      reason: 'shutting_down',
    });
    expect(store.getSnapshot().status).toBe('idle');
  });

  it('aborts the stream on close and ignores a second start while running', async () => {
    const signals: AbortSignal[] = [];
    const source = controllableStream();
    const store = createGenerationStore({
      stream: (_, signal) => {
        signals.push(signal);
        return source.stream();
      },
    });
    const cb = callbacks();
    store.start(params, cb);
    store.start(params, cb);
    expect(signals).toHaveLength(1);
    store.close();
    expect(signals[0]?.aborted).toBe(true);
    expect(store.getSnapshot().status).toBe('idle');
    source.push({ type: 'complete', picks: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(cb.onComplete).not.toHaveBeenCalled();
  });
});
