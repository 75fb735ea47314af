import type { AdminPick, ErrorCode, GenerationEvent } from '@arcade/contracts';
import { GenerationHttpError, type GenerationParams, streamGeneration } from '../api/stream-generation';
import { creepProgress, followRealProgress } from '../lib/progress';

export type GenerationStatus = 'idle' | 'running' | 'complete';

export type GenerationSnapshot = {
  status: GenerationStatus;
  isMinimized: boolean;
  /**
   * 0–100, never decreasing while running: the timed animation (≤ 70) until the server sends counts,
   * then the real share whenever it is ahead of what is shown.
   */
  percent: number;
  current: number | null;
  total: number | null;
  message: string | null;
  /** The event being analysed, labelled in the app's match order (older servers send only `message`). */
  event: ProgressEvent | null;
  /** What the finished generation reported: picks found, events analysed, rejections by reason. */
  summary: GenerationSummary | null;
};

type ProgressEvent = NonNullable<Extract<GenerationEvent, { type: 'progress' }>['event']>;

export type GenerationSummary = { picks: number; analysed: number; rejections: Record<string, number> };

export type GenerationPhase = 'searching' | 'found' | 'complete';

/** Searching below 30 %, found from 30 % to 99 %, complete at 100 %. */
export function generationPhase(percent: number): GenerationPhase {
  if (percent >= 100) return 'complete';
  return percent >= 30 ? 'found' : 'searching';
}

/**
 * Why a generation failed, as codes the interface translates (never the server's English text):
 * another one running, the error event's or the refused response's code and reason, the HTTP status.
 * None of them when the stream broke off or the network failed.
 */
export type GenerationFailure = { isBusy: boolean; code?: ErrorCode; reason?: string; status?: number };

export type GenerationCallbacks = {
  onComplete: (result: { picks: AdminPick[]; message?: string; summary: GenerationSummary | null }) => void;
  onError: (failure: GenerationFailure) => void;
};

type StreamFn = (params: GenerationParams, signal: AbortSignal) => AsyncIterable<GenerationEvent>;

const IDLE: GenerationSnapshot = {
  status: 'idle',
  isMinimized: false,
  percent: 0,
  current: null,
  total: null,
  message: null,
  event: null,
  summary: null,
};

/** Without server counts the bar creeps up to this and waits for the end. */
export const ANIMATION_CEILING = 70;

/**
 * The server stopped the generation because it is restarting (`shutting_down`): it stored nothing,
 * and behind a proxy another instance takes the stream at once. It is started again this many times.
 */
export const RESTARTS = 2;
export const RESTART_DELAY_MS = 1_000;

const isRestart = (failure: GenerationFailure) =>
  failure.code === 'SERVICE_UNAVAILABLE' && failure.reason === 'shutting_down';

/**
 * One generation at a time, kept outside React so it survives leaving the admin page: the overlay
 * shows it again on return, and its toasts and cache refresh still happen.
 */
export function createGenerationStore({
  stream = streamGeneration,
  tickMs = 500,
  step = 2,
  closeDelayMs = 1500,
}: { stream?: StreamFn; tickMs?: number; step?: number; closeDelayMs?: number } = {}) {
  let snapshot = IDLE;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<GenerationSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const stopTimers = () => {
    if (timer) clearInterval(timer);
    if (closeTimer) clearTimeout(closeTimer);
    timer = null;
    closeTimer = null;
  };
  const reset = () => {
    stopTimers();
    controller = null;
    set(IDLE);
  };

  /** Shows one event; answers the failure an error event stands for, undefined for the others. */
  function onEvent(event: GenerationEvent, callbacks: GenerationCallbacks): GenerationFailure | undefined {
    if (event.type === 'progress') {
      const hasCounts = event.total > 0;
      // Real counts replace the timed animation; a message without counts leaves it running.
      if (hasCounts && timer) {
        clearInterval(timer);
        timer = null;
      }
      set({
        current: hasCounts ? event.current : null,
        total: hasCounts ? event.total : null,
        message: event.message || null,
        event: event.event ?? null,
        percent: hasCounts
          ? followRealProgress(snapshot.percent, event.current, event.total)
          : snapshot.percent,
      });
      return undefined;
    }
    if (event.type === 'error') return { isBusy: false, code: event.code, reason: event.reason };
    stopTimers();
    const summary =
      event.analysed === undefined
        ? null
        : { picks: event.picks.length, analysed: event.analysed, rejections: event.rejections ?? {} };
    set({ status: 'complete', percent: 100, message: event.message ?? null, event: null, summary });
    callbacks.onComplete({ picks: event.picks, message: event.message, summary });
    closeTimer = setTimeout(reset, closeDelayMs);
    return undefined;
  }

  /** Follows one stream to its end: the failure it ended with, or undefined once it is over. */
  async function follow(
    params: GenerationParams,
    callbacks: GenerationCallbacks,
    own: AbortController,
  ): Promise<GenerationFailure | undefined> {
    try {
      for await (const event of stream(params, own.signal)) {
        if (controller !== own) return undefined;
        const failure = onEvent(event, callbacks);
        if (event.type !== 'progress') return failure;
      }
      // The stream ended without a result: the generation did not finish.
      return { isBusy: false };
    } catch (error) {
      if (own.signal.aborted) return undefined;
      return error instanceof GenerationHttpError
        ? { isBusy: false, status: error.status, code: error.code, reason: error.reason }
        : { isBusy: error instanceof Error && error.name === 'GenerationBusyError' };
    }
  }

  async function run(params: GenerationParams, callbacks: GenerationCallbacks, own: AbortController) {
    let restart: GenerationFailure | undefined;
    for (let restarts = 0; ; restarts++) {
      let failure = await follow(params, callbacks, own);
      if (!failure || controller !== own) return;
      // A start again that fails without the server saying why (no answer yet, a proxy's error
      // page) is the restart itself, still under way.
      if (restart && failure.code === undefined && !failure.isBusy) failure = restart;
      if (!isRestart(failure) || restarts >= RESTARTS) {
        reset();
        callbacks.onError(failure);
        return;
      }
      restart = failure;
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
      if (controller !== own) return;
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Starts a generation; ignored while one is running. */
    start(params: GenerationParams, callbacks: GenerationCallbacks) {
      if (snapshot.status === 'running') return;
      stopTimers();
      const own = new AbortController();
      controller = own;
      set({ ...IDLE, status: 'running' });
      timer = setInterval(() => {
        const percent = creepProgress(snapshot.percent, step, ANIMATION_CEILING);
        if (percent !== snapshot.percent) set({ percent });
      }, tickMs);
      void run(params, callbacks, own);
    },
    minimize: () => set({ isMinimized: true }),
    restore: () => set({ isMinimized: false }),
    /** Closes the overlay; a running generation is aborted, which cancels it on the server. */
    close() {
      controller?.abort();
      reset();
    },
  };
}

export type GenerationStore = ReturnType<typeof createGenerationStore>;

export const generationStore = createGenerationStore();
