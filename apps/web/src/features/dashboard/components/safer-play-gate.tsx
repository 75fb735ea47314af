import type { User } from '@arcade/contracts';
import { CalendarClock, type LucideIcon, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpLinks } from '@/components/layout/help-links';
import { buttonStyles } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/error-message';
import { formatBreakEnd } from '@/lib/format-date';
import { toast } from '@/lib/use-toast';
import { useConfirmAge } from '../api/confirm-age';

/** What keeps picks off the dashboard: a break in force, or an age never confirmed; null otherwise. */
export function saferPlayGate(user: User): 'break' | 'age' | null {
  if (user.onBreak) return 'break';
  if (user.role !== 'admin' && !user.ageConfirmed) return 'age';
  return null;
}

/** A notice's icon, title and first line, as both notices open. */
function NoticeHeading({
  icon: Icon,
  id,
  title,
  children,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl border border-edge/30 bg-edge/10 text-edge">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="font-semibold text-ink text-xl">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

/** The break in force, in place of the picks and the plans: when it ends, and where to find help. */
export function BreakNotice({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const onBreak = user.onBreak;
  if (!onBreak) return null;
  const until = onBreak.endsAt ? formatBreakEnd(onBreak.endsAt) : null;
  return (
    <section
      data-testid="break-notice"
      aria-labelledby="break-notice-title"
      className="grid gap-5 rounded-2xl border border-edge/30 bg-edge/5 p-5 sm:p-7"
    >
      <NoticeHeading
        icon={CalendarClock}
        id="break-notice-title"
        title={onBreak.permanent ? t('saferPlay.excludedTitle') : t('saferPlay.breakTitle')}
      >
        <p data-testid="break-notice-until" className="mt-1 text-ink text-lg tabular-nums">
          {until ? t('saferPlay.until', { when: until }) : t('saferPlay.forGood')}
        </p>
      </NoticeHeading>
      <p className="max-w-2xl text-ink-muted">{t('saferPlay.breakText')}</p>
      <div className="grid gap-2">
        <h3 className="font-medium text-ink text-sm">{t('saferPlay.helpTitle')}</h3>
        <HelpLinks />
      </div>
      <p className="text-ink-subtle text-sm">
        {t('saferPlay.accountHint')}{' '}
        <Link to="/account" className="text-edge underline-offset-2 hover:underline">
          {t('saferPlay.accountLink')}
        </Link>
      </p>
    </section>
  );
}

/** Accounts made before signup asked: "Tengo 18 años o más", once, before any pick is shown. */
export function AgeConfirmCard() {
  const { t } = useTranslation('dashboard');
  const confirm = useConfirmAge();
  const [isTicked, setTicked] = useState(false);
  return (
    <section
      data-testid="age-confirm"
      aria-labelledby="age-confirm-title"
      className="grid gap-4 rounded-2xl border border-line-strong bg-surface p-5 sm:p-7"
    >
      <NoticeHeading icon={ShieldCheck} id="age-confirm-title" title={t('saferPlay.ageTitle')}>
        <p className="mt-1 max-w-2xl text-ink-muted">{t('saferPlay.ageText')}</p>
      </NoticeHeading>
      <label className="flex cursor-pointer items-start gap-2.5 text-ink">
        <input
          type="checkbox"
          data-testid="age-confirm-box"
          className="mt-1 size-4 shrink-0 cursor-pointer accent-[var(--color-edge)]"
          checked={isTicked}
          onChange={(event) => setTicked(event.target.checked)}
        />
        <span>{t('saferPlay.ageBox')}</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          type="button"
          data-testid="age-confirm-submit"
          disabled={!isTicked}
          isPending={confirm.isPending}
          pendingLabel={t('saferPlay.ageSaving')}
          onClick={() =>
            confirm.mutate(undefined, {
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: t('saferPlay.ageError'),
                  description: getErrorMessage(error),
                }),
            })
          }
        >
          {t('saferPlay.ageSubmit')}
        </SubmitButton>
        <a
          href="https://www.jugarbien.es"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'ghost' })}
        >
          {t('saferPlay.ageMore')}
        </a>
      </div>
    </section>
  );
}
