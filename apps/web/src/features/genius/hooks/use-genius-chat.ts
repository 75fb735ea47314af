import type { GeniusClientContext, GeniusHistory } from '@arcade/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/use-toast';
import { GENIUS_HISTORY_PATH } from '../api/get-genius-history';
import { streamGeniusAnswer } from '../api/stream-genius';

/** The question on its way and the answer's text so far ('' until the first words arrive). */
export type PendingExchange = { question: string; answer: string };

class GeniusAnswerError extends Error {
  override readonly name = 'GeniusAnswerError';
}

/**
 * Sends a question and follows its answer as it streams in. The question shows at once; once the
 * answer is stored both join the cached history. On any failure the unanswered question is removed
 * and the chat's error toast shows ('Error en el chat'); the server stored nothing.
 * `send` answers whether the question was answered (the composer gives the text back otherwise).
 */
export function useGeniusChat(context: GeniusClientContext | undefined) {
  const { t } = useTranslation('genius');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const isSendingRef = useRef(false);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const updateHistory = useCallback(
    (update: (history: GeniusHistory) => GeniusHistory) =>
      queryClient.setQueryData<GeniusHistory>([GENIUS_HISTORY_PATH], (history) =>
        history ? update(history) : history,
      ),
    [queryClient],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      // Empty or whitespace-only messages are ignored; one question at a time.
      if (!question || isSendingRef.current) return false;
      isSendingRef.current = true;
      const controller = new AbortController();
      controllerRef.current = controller;
      setPending({ question, answer: '' });
      try {
        for await (const event of streamGeniusAnswer(question, context, controller.signal)) {
          if (event.type === 'delta') {
            setPending((current) => current && { ...current, answer: current.answer + event.text });
          } else if (event.type === 'done') {
            updateHistory((history) => ({
              ...history,
              messages: [...history.messages, event.userMessage, event.message],
            }));
            setPending(null);
            return true;
          } else if (event.type === 'not_configured') {
            updateHistory((history) => ({ ...history, configured: false }));
            setPending(null);
            return false;
          } else {
            throw new GeniusAnswerError(event.message);
          }
        }
        throw new GeniusAnswerError('the stream ended without an answer');
      } catch {
        if (controller.signal.aborted) return false;
        setPending(null);
        toast({ variant: 'destructive', title: t('toasts.errorTitle'), description: t('toasts.errorText') });
        return false;
      } finally {
        isSendingRef.current = false;
      }
    },
    [context, t, updateHistory],
  );

  return { pending, send, isSending: pending !== null };
}
