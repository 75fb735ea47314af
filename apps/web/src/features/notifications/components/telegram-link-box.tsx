import type { TelegramLink } from '@arcade/contracts';
import { Copy, ExternalLink, RotateCw, TimerReset } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonStyles } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/use-toast';

/** 754 000 ms → "12:34". */
function countdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The one-time link while the dashboard waits for the bot: open it, or copy it to another device,
 * before it expires; once expired, a new one.
 */
export function TelegramLinkBox({
  link,
  msLeft,
  isExpired,
  isCreating,
  onNewLink,
  onCancel,
}: {
  link: TelegramLink;
  msLeft: number;
  isExpired: boolean;
  isCreating: boolean;
  onNewLink: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const onCopy = () =>
    navigator.clipboard
      .writeText(link.url)
      .then(() => toast({ title: t('telegram.copied') }))
      .catch(() => toast({ variant: 'destructive', title: t('telegram.copyFailed') }));
  if (isExpired) {
    return (
      <div
        data-testid="telegram-expired"
        className="grid gap-3 rounded-xl border border-line bg-canvas/40 p-3"
      >
        <p className="flex items-start gap-2 text-ink-muted text-sm">
          <TimerReset aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-premium" />
          {t('telegram.expired')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onNewLink} disabled={isCreating}>
            <RotateCw aria-hidden="true" />
            {t('telegram.newLink')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('telegram.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="telegram-waiting" className="grid gap-3 rounded-xl border border-edge/30 bg-edge/5 p-3">
      <p className="text-ink-muted text-sm">{t('telegram.waiting')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={id} className="sr-only">
          {t('telegram.linkLabel')}
        </label>
        <input
          id={id}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputStyles, 'h-9 w-full min-w-0 border-line-strong font-mono text-xs sm:flex-1')}
        />
        <div className="flex flex-wrap gap-2">
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles({ size: 'sm', className: 'flex-1 sm:flex-none' })}
          >
            <ExternalLink aria-hidden="true" />
            {t('telegram.open')}
          </a>
          <Button variant="secondary" size="sm" className="flex-1 sm:flex-none" onClick={onCopy}>
            <Copy aria-hidden="true" />
            {t('telegram.copy')}
          </Button>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p role="timer" aria-live="off" className="text-ink-subtle text-xs tabular">
          {t('telegram.expiresIn', { time: countdown(msLeft) })}
        </p>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('telegram.cancel')}
        </Button>
      </div>
    </div>
  );
}
