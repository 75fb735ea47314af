import type { GeniusHistory } from '@arcade/contracts';
import { Bot, KeyRound, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineError } from '@/components/ui/inline-error';
import { TabHeading } from '@/components/ui/tab-heading';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useClearGeniusHistory } from '../api/clear-genius-history';
import { useGeniusHistory } from '../api/get-genius-history';
import { useGeniusChat } from '../hooks/use-genius-chat';
import { GeniusComposer } from './genius-composer';
import { GeniusContextCard } from './genius-context-card';
import { GeniusMessages } from './genius-messages';

function NotConfigured() {
  const { t } = useTranslation('genius');
  return (
    <div
      data-testid="genius-not-configured"
      role="status"
      className="m-3 flex gap-3 rounded-xl border border-premium/40 bg-premium/5 p-4 sm:m-5"
    >
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-premium" />
      <div>
        <p className="font-semibold text-ink">{t('notConfigured.title')}</p>
        <p className="mt-1 text-ink-muted text-sm">{t('notConfigured.text')}</p>
      </div>
    </div>
  );
}

function ChatPanel({ history }: { history: GeniusHistory }) {
  const { t } = useTranslation('genius');
  const { kellyFraction, edgeThreshold, bankroll, pickFormula } = history.context;
  const clientContext = useMemo(
    () => ({ kellyFraction, edgeThreshold, bankroll, pickFormula }),
    [kellyFraction, edgeThreshold, bankroll, pickFormula],
  );
  const { pending, send, isSending } = useGeniusChat(clientContext);

  return (
    <section
      aria-label={t('chat.title')}
      className="flex h-[min(66vh,660px)] min-h-[420px] min-w-0 flex-col rounded-2xl border border-line bg-surface"
    >
      <header className="flex items-center gap-3 border-line border-b px-4 py-3 sm:px-5">
        <span className="inline-flex size-9 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t('chat.title')}</p>
          <p className="truncate text-ink-muted text-xs">{t('chat.status')}</p>
        </div>
      </header>
      {history.configured ? null : <NotConfigured />}
      <GeniusMessages
        messages={history.messages}
        pending={pending}
        hasEmptyState={history.configured}
        onSuggest={history.configured && !isSending ? (question) => void send(question) : undefined}
      />
      <GeniusComposer onSend={send} isSending={isSending} isDisabled={!history.configured} />
    </section>
  );
}

function ClearHistoryButton({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation('genius');
  const [isOpen, setOpen] = useState(false);
  const clear = useClearGeniusHistory();
  const onConfirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('toasts.clearError'), description: getErrorMessage(error) }),
    });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-testid="genius-clear"
        disabled={isDisabled}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('chat.clear')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('chat.clearTitle')}
        description={t('chat.clearText')}
        confirmLabel={t('chat.clearConfirm')}
        onConfirm={onConfirm}
        isPending={clear.isPending}
      />
    </>
  );
}

/** Genius Chat: an AI chat with stored history beside the context it is given. */
export function GeniusChatTab() {
  const { t } = useTranslation('genius');
  const { data: history, error, isPending, refetch } = useGeniusHistory();

  return (
    <div className="space-y-5">
      <TabHeading title={t('tab.title')} subtitle={t('tab.subtitle')}>
        <ClearHistoryButton isDisabled={!history || history.messages.length === 0} />
      </TabHeading>
      {isPending ? (
        <div
          role="status"
          className="flex h-[420px] items-center justify-center rounded-2xl border border-line bg-surface text-ink-muted text-sm"
        >
          {t('chat.loading')}
        </div>
      ) : error ? (
        <InlineError
          testId="genius-error"
          message={t('chat.loadError', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px] xl:grid-cols-[minmax(0,1fr)_340px]">
          <ChatPanel history={history} />
          <GeniusContextCard context={history.context} />
        </div>
      )}
    </div>
  );
}
