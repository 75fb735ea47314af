import { GENIUS_MESSAGE_MAX } from '@arcade/contracts';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type GeniusComposerProps = {
  /** Answers whether the question was answered; if not, its text comes back to the box. */
  onSend: (text: string) => Promise<boolean>;
  isSending: boolean;
  isDisabled?: boolean;
};

/** The message box: Enter sends, Shift+Enter breaks the line; blank text is ignored. */
export function GeniusComposer({ onSend, isSending, isDisabled = false }: GeniusComposerProps) {
  const { t } = useTranslation('genius');
  const [draft, setDraft] = useState('');
  const canSend = !isSending && !isDisabled && draft.trim() !== '';

  const submit = async () => {
    if (!canSend) return;
    const text = draft;
    setDraft('');
    const isAnswered = await onSend(text);
    if (!isAnswered) setDraft((current) => (current === '' ? text : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="border-line border-t p-3 sm:p-4">
      <div
        className={cn(
          'flex items-end gap-2 rounded-xl border border-line-strong bg-surface-raised p-2 focus-within:border-edge/60',
          isDisabled && 'opacity-60',
        )}
      >
        <textarea
          data-testid="genius-input"
          aria-label={t('chat.inputLabel')}
          placeholder={t('chat.placeholder')}
          value={draft}
          maxLength={GENIUS_MESSAGE_MAX}
          disabled={isDisabled}
          rows={2}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none bg-transparent px-2 py-1.5 text-ink text-sm leading-relaxed placeholder:text-ink-subtle focus:outline-none disabled:cursor-not-allowed"
        />
        <Button
          type="submit"
          data-testid="genius-send"
          aria-label={t('chat.send')}
          disabled={!canSend}
          className="shrink-0"
        >
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">{t('chat.send')}</span>
        </Button>
      </div>
      <p className="mt-2 hidden px-1 text-ink-subtle text-xs sm:block">{t('chat.hint')}</p>
    </form>
  );
}
