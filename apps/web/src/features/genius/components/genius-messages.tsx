import type { GeniusMessage } from '@arcade/contracts';
import { MessageSquareText, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import type { PendingExchange } from '../hooks/use-genius-chat';

type Role = GeniusMessage['role'];

/** One message as plain text with its line breaks kept (never Markdown, never HTML). */
function Bubble({
  role,
  content,
  time,
  isStreaming = false,
}: {
  role: Role;
  content: string;
  time?: string;
  isStreaming?: boolean;
}) {
  const { t } = useTranslation('genius');
  const isUser = role === 'user';
  return (
    <li className={cn('flex gap-3', isUser ? 'justify-end' : 'justify-start')}>
      {isUser ? null : (
        <span
          aria-hidden="true"
          className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-edge/30 bg-edge/10 text-edge"
        >
          <Sparkles className="size-4" />
        </span>
      )}
      <div
        data-testid={isUser ? 'genius-message-user' : 'genius-message-assistant'}
        aria-busy={isStreaming || undefined}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]',
          isUser
            ? 'rounded-br-md bg-edge/15 text-ink ring-1 ring-edge/30'
            : 'rounded-bl-md bg-surface-raised text-ink ring-1 ring-line-strong',
        )}
      >
        <p className="sr-only">{isUser ? t('chat.you') : t('chat.genius')}</p>
        <p className="whitespace-pre-wrap break-words">
          {content}
          {isStreaming ? (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-edge align-middle"
            />
          ) : null}
        </p>
        {time ? (
          <p className={cn('mt-1 text-[0.7rem] text-ink-subtle', isUser ? 'text-right' : 'text-left')}>
            {time}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function Thinking() {
  const { t } = useTranslation('genius');
  return (
    <li className="flex gap-3" data-testid="genius-thinking" role="status">
      <span
        aria-hidden="true"
        className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-edge/30 bg-edge/10 text-edge"
      >
        <Sparkles className="size-4" />
      </span>
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-surface-raised px-4 py-3 text-ink-muted text-sm ring-1 ring-line-strong">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-1.5 animate-bounce rounded-full bg-edge [animation-delay:-0.3s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-edge [animation-delay:-0.15s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-edge" />
        </span>
        {t('chat.thinking')}
      </div>
    </li>
  );
}

type GeniusMessagesProps = {
  messages: GeniusMessage[];
  pending: PendingExchange | null;
  /** A suggested question was picked (shown while the conversation is empty). */
  onSuggest?: (question: string) => void;
  /** Invite to start when the conversation is empty (not when there is no AI to talk to). */
  hasEmptyState?: boolean;
};

const SUGGESTIONS = ['formula', 'picks', 'record'] as const;

/** The conversation, oldest first, kept scrolled to its newest line. */
export function GeniusMessages({ messages, pending, onSuggest, hasEmptyState = true }: GeniusMessagesProps) {
  const { t } = useTranslation('genius');
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastLength = pending ? pending.answer.length : -1;

  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending?.question, lastLength]);

  const isEmpty = hasEmptyState && messages.length === 0 && !pending;
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
      {isEmpty ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 px-2 py-6 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl border border-edge/30 bg-edge/10 text-edge">
            <MessageSquareText aria-hidden="true" className="size-6" />
          </span>
          <div className="max-w-md">
            <p className="font-semibold text-ink">{t('chat.emptyTitle')}</p>
            <p className="mt-1 text-ink-muted text-sm">{t('chat.emptyText')}</p>
          </div>
          {onSuggest ? (
            <ul
              aria-label={t('chat.suggestions.label')}
              className="flex max-w-xl flex-wrap justify-center gap-2"
            >
              {SUGGESTIONS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => onSuggest(t(`chat.suggestions.${key}`))}
                    className="rounded-full border border-line-strong bg-surface-raised px-3 py-1.5 text-ink-muted text-xs transition-colors hover:border-edge/50 hover:text-ink"
                  >
                    {t(`chat.suggestions.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ol data-testid="genius-messages" role="log" aria-live="polite" className="flex flex-col gap-4">
        {messages.map((message) => (
          <Bubble
            key={message.id}
            role={message.role}
            content={message.content}
            time={formatTime(message.createdAt)}
          />
        ))}
        {pending ? <Bubble role="user" content={pending.question} /> : null}
        {pending && pending.answer === '' ? <Thinking /> : null}
        {pending && pending.answer !== '' ? (
          <Bubble role="assistant" content={pending.answer} isStreaming />
        ) : null}
      </ol>
    </div>
  );
}
