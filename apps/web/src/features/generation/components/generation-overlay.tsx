import { CheckCircle2, Maximize2, Minimize2, Radar, Sparkles, X } from 'lucide-react';
import { Dialog, Progress } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MatchLabel } from '@/components/ui/match-label';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { generationPhase } from '../hooks/generation-store';
import type { Generation } from '../hooks/use-generation';

/** The progress of a generation: a modal that minimises to a corner card. */
export function GenerationOverlay({ generation }: { generation: Generation }) {
  const { t } = useTranslation('admin');
  if (generation.status === 'idle') return null;
  const onCancel = generation.cancel;

  if (generation.isMinimized) {
    return (
      <aside
        data-testid="generation-minimized"
        aria-label={t('generation.title')}
        // Bottom-left from sm up, where toasts (bottom-right there, at the top on phones) never cover it.
        className="fixed right-4 bottom-4 left-4 z-40 rounded-2xl sm:right-auto sm:w-80 border border-line-strong bg-surface/95 p-4 shadow-2xl shadow-black/60 backdrop-blur"
      >
        <div className="flex items-start justify-between gap-2">
          <PhaseHeading generation={generation} compact />
          <div className="-mt-1 -mr-1 flex">
            <IconButton label={t('generation.expand')} onClick={generation.restore} icon={Maximize2} />
            <IconButton label={t('generation.cancel')} onClick={onCancel} icon={X} />
          </div>
        </div>
        <ProgressBar percent={generation.percent} className="mt-3" />
      </aside>
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : generation.minimize())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="generation-overlay"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl border border-line-strong bg-surface shadow-2xl shadow-black/60"
        >
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 h-48 w-96 -translate-x-1/2 rounded-full bg-edge/15 blur-3xl"
          />
          <div className="relative p-6 sm:p-8">
            <Dialog.Title className="font-semibold text-ink-subtle text-xs uppercase tracking-[0.2em]">
              {t('generation.title')}
            </Dialog.Title>
            <div className="mt-4">
              <PhaseHeading generation={generation} />
            </div>
            <ProgressBar percent={generation.percent} className="mt-6" showValue />
            <Dialog.Description className="mt-4 text-ink-subtle text-sm">
              {t('generation.minimizeHint')}
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={onCancel} data-testid="generation-cancel">
                <X aria-hidden="true" />
                {generation.status === 'running' ? t('generation.cancel') : t('dialog.close')}
              </Button>
              {generation.status === 'running' ? (
                <Button variant="secondary" onClick={generation.minimize} data-testid="generation-minimize">
                  <Minimize2 aria-hidden="true" />
                  {t('generation.minimize')}
                </Button>
              ) : null}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PhaseHeading({ generation, compact = false }: { generation: Generation; compact?: boolean }) {
  const { t } = useTranslation('admin');
  const phase = generationPhase(generation.percent);
  const Icon = phase === 'complete' ? CheckCircle2 : phase === 'found' ? Sparkles : Radar;
  // Once finished, the count ("event 44 of 44") gives way to the completion summary.
  const isRunning = generation.status === 'running';
  const hasCounts = isRunning && generation.current !== null && generation.total !== null;
  const showsMessage = compact ? !isRunning && generation.message : generation.event || generation.message;
  return (
    <div className="flex min-w-0 items-start gap-3" aria-live="polite">
      <span
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-xl bg-edge/10 text-edge ring-1 ring-edge/30',
          compact ? 'size-8' : 'size-11',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn(compact ? 'size-4' : 'size-5', phase !== 'complete' && 'animate-pulse')}
        />
      </span>
      <div className="min-w-0">
        <p
          data-testid="generation-phase"
          className={cn('font-semibold text-ink', compact ? 'text-sm' : 'text-lg')}
        >
          {t(`generation.phases.${phase}`)}
        </p>
        {hasCounts ? (
          <p data-testid="generation-count" className="tabular text-ink-muted text-sm">
            {t('generation.eventProgress', { current: generation.current, total: generation.total })}
          </p>
        ) : null}
        {showsMessage ? (
          <p
            data-testid="generation-message"
            className={cn(
              'mt-0.5 text-ink-subtle text-xs',
              generation.summary ? (compact ? 'line-clamp-2' : 'line-clamp-4') : 'truncate',
              generation.summary && 'break-words',
            )}
          >
            {generation.event ? <MatchLabel match={generation.event} /> : generation.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ProgressBar({
  percent,
  className,
  showValue,
}: {
  percent: number;
  className?: string;
  showValue?: boolean;
}) {
  const { t } = useTranslation('admin');
  const value = Math.round(percent);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Progress.Root
        value={value}
        max={100}
        aria-label={t('generation.progressLabel')}
        className="relative h-2.5 flex-1 overflow-hidden rounded-full bg-surface-raised ring-1 ring-line"
      >
        <Progress.Indicator
          className="h-full rounded-full bg-gradient-to-r from-edge-strong to-edge transition-[width] duration-500 ease-out"
          style={{ width: `${value}%` }}
        />
      </Progress.Root>
      {showValue ? (
        <span className="tabular w-12 text-right font-semibold text-ink text-sm">
          {formatPercent(value / 100, 0)}
        </span>
      ) : null}
    </div>
  );
}

function IconButton({ label, onClick, icon: Icon }: { label: string; onClick: () => void; icon: typeof X }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded-lg p-1.5 text-ink-subtle transition-colors hover:bg-surface-raised hover:text-ink"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
