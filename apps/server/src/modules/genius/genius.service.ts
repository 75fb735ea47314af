import {
  GENIUS_HISTORY_LIMIT,
  type GeniusContext,
  type GeniusHistory,
  type GeniusMessage,
} from '@arcade/contracts';
import type { AiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { GeniusChatMessageRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Language } from '../../lib/request-language';
import { AiProviderError, createOpenAiClient, type OpenAiClient } from '../ai';
import { geniusContext } from './genius-context';
import { chatMessages } from './genius-prompt';
import { deleteConversation, insertExchange, recentMessages } from './genius.repository';
import { filterHype, HypeGate } from './hype-gate';

/** How many stored messages go with each question (the newest, so a long conversation stays cheap). */
const GENIUS_PROMPT_HISTORY = 20;
/** An answer longer than this is not stored: something is wrong with the model. */
const MAX_ANSWER_CHARS = 20_000;

const NOT_CONFIGURED: Record<Language, string> = {
  en: 'AI is not configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL to chat with the Genius.',
  es: 'La IA no está configurada: define AI_BASE_URL, AI_API_KEY y AI_MODEL para chatear con el Genius.',
};

/** The stored exchange of one answered question. */
interface GeniusExchange {
  userMessage: GeniusMessage;
  message: GeniusMessage;
}

/** An answer on its way: its hype-filtered text as it arrives, then the stored exchange. */
interface GeniusAnswer {
  deltas(): AsyncIterable<string>;
  /** Stores the question and the answer; call once `deltas` has ended. */
  store(): Promise<GeniusExchange>;
}

const toGeniusMessage = (row: GeniusChatMessageRow): GeniusMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

const seconds = (ms: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(ms / 1000);

/** A provider failure as the API answers it: 504 for a timeout, 502 otherwise; fixed texts only. */
export function providerFailure(error: AiProviderError, timeoutMs: number): AppError {
  switch (error.reason) {
    case 'timeout':
      return new AppError('GATEWAY_TIMEOUT', `The AI did not answer within ${seconds(timeoutMs)} s`, {
        reason: 'ai_timeout',
        cause: error,
      });
    case 'provider_error':
      return new AppError('BAD_GATEWAY', 'The AI provider answered with an error; try again later', {
        reason: 'ai_provider_error',
        cause: error,
      });
    case 'invalid_response':
      return new AppError('BAD_GATEWAY', 'The AI gave no usable answer; try again', {
        reason: 'ai_invalid_response',
        cause: error,
      });
  }
}

const withheld = () =>
  new AppError('BAD_GATEWAY', 'The AI gave no usable answer; try again', {
    reason: 'ai_invalid_response',
    cause: new AiProviderError('invalid_response', 'every sentence of the answer was betting hype'),
  });

const tooLong = () =>
  new AiProviderError('invalid_response', `the answer is longer than ${MAX_ANSWER_CHARS} characters`);

export interface Genius {
  readonly isConfigured: boolean;
  notConfiguredText(language: Language): string;
  history(userId: string, now: Date): Promise<GeniusHistory>;
  clear(userId: string): Promise<number>;
  /** One whole answer (the non-streaming route): AppError 502/504 on provider failures, nothing stored. */
  ask(userId: string, question: string, language: Language): Promise<GeniusExchange>;
  /**
   * Starts a streamed answer: resolves once the provider has accepted the request (AppError 502/504
   * before any text otherwise); the deltas then throw AppError on a failure mid-answer.
   */
  startAnswer(
    userId: string,
    question: string,
    language: Language,
    signal: AbortSignal,
  ): Promise<GeniusAnswer>;
}

/** The Genius chat over any OpenAI-compatible endpoint. */
export function createGenius(db: Database, ai: AiConfig, clock: () => Date = () => new Date()): Genius {
  const { baseUrl, apiKey, model, timeoutMs } = ai;
  const client: OpenAiClient | null =
    baseUrl && apiKey && model ? createOpenAiClient({ baseUrl, apiKey, timeoutMs }) : null;

  const requireClient = (): { client: OpenAiClient; model: string } => {
    // The routes answer the "not configured" text before they get here.
    if (!client || !model) throw new Error('the Genius is not configured');
    return { client, model };
  };

  const prepare = async (userId: string, question: string, language: Language) => {
    const askedAt = clock();
    const [context, history]: [GeniusContext, GeniusChatMessageRow[]] = await Promise.all([
      geniusContext(db, askedAt),
      recentMessages(db, userId, GENIUS_PROMPT_HISTORY),
    ]);
    return { askedAt, messages: chatMessages(context, language, history, question) };
  };

  const store = async (userId: string, question: string, answer: string, askedAt: Date) => {
    const rows = await insertExchange(db, { userId, question, answer, askedAt, answeredAt: clock() });
    return { userMessage: toGeniusMessage(rows.question), message: toGeniusMessage(rows.answer) };
  };

  const translate = (error: unknown): unknown =>
    error instanceof AiProviderError ? providerFailure(error, timeoutMs) : error;

  return {
    isConfigured: client !== null,
    notConfiguredText: (language) => NOT_CONFIGURED[language],

    async history(userId, now) {
      const [messages, context] = await Promise.all([
        recentMessages(db, userId, GENIUS_HISTORY_LIMIT),
        geniusContext(db, now),
      ]);
      return { configured: client !== null, messages: messages.map(toGeniusMessage), context };
    },

    clear: (userId) => deleteConversation(db, userId),

    async ask(userId, question, language) {
      const { client: ai, model: name } = requireClient();
      const { askedAt, messages } = await prepare(userId, question, language);
      let content: string;
      try {
        content = (await ai.chat({ model: name, messages })).content;
      } catch (error) {
        throw translate(error);
      }
      if (content.length > MAX_ANSWER_CHARS) throw providerFailure(tooLong(), timeoutMs);
      const { text } = filterHype(content);
      if (!text) throw withheld();
      return store(userId, question, text, askedAt);
    },

    async startAnswer(userId, question, language, signal) {
      const { client: ai, model: name } = requireClient();
      const { askedAt, messages } = await prepare(userId, question, language);
      let chunks: AsyncIterable<string>;
      try {
        chunks = await ai.chatStream({ model: name, messages }, signal);
      } catch (error) {
        throw translate(error);
      }
      const gate = new HypeGate();
      let answer = '';
      let isComplete = false;
      return {
        async *deltas() {
          let length = 0;
          try {
            for await (const chunk of chunks) {
              length += chunk.length;
              if (length > MAX_ANSWER_CHARS) throw tooLong();
              const text = gate.push(chunk);
              answer += text;
              if (text) yield text;
            }
          } catch (error) {
            throw translate(error);
          }
          const tail = gate.end();
          answer += tail;
          isComplete = true;
          if (tail) yield tail;
        },
        async store() {
          if (!isComplete) throw new Error('the answer has not ended yet');
          if (!answer) throw withheld();
          return store(userId, question, answer, askedAt);
        },
      };
    },
  };
}
