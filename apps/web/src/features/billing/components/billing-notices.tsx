import { CircleCheck, Info, LoaderCircle, MailX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useBillingReturn } from '../hooks/use-billing-return';

type Tone = 'success' | 'neutral';

const TONES: Record<Tone, string> = {
  success: 'border-edge/40 bg-edge/5 [&_svg.notice-icon]:text-edge',
  neutral: 'border-line-strong bg-surface-raised/60 [&_svg.notice-icon]:text-ink-muted',
};

function Notice({
  tone,
  icon,
  title,
  text,
  testId,
  onDismiss,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn('flex items-start gap-3 rounded-2xl border p-4', TONES[tone])}
    >
      {icon}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-0.5 text-ink-muted text-sm">{text}</p>
      </div>
      <button
        type="button"
        aria-label={t('checkout.dismiss')}
        onClick={onDismiss}
        className="-m-1 rounded-md p-1 text-ink-subtle transition-colors hover:bg-surface-raised hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

const ICON = 'notice-icon mt-0.5 size-5 shrink-0';

/**
 * What the user comes back to the dashboard from: Stripe's Checkout (paid: activating, then active, or
 * a note if the webhook is slow; cancelled) or the email's unsubscribe link. `onPlanActive` re-reads
 * what the page shows of the plan (its picks) once a paid plan is in force.
 */
export function BillingNotices({ onPlanActive }: { onPlanActive?: () => void } = {}) {
  const { t } = useTranslation('dashboard');
  const back = useBillingReturn({ onPlanActive });
  const planName = back.plan ? t(`plan.names.${back.plan}`) : '';
  const checkout =
    back.checkout === 'cancel'
      ? { tone: 'neutral' as const, Icon: Info, title: t('checkout.cancelTitle'), text: t('checkout.cancel') }
      : back.checkout === null
        ? null
        : back.progress === 'active'
          ? {
              tone: 'success' as const,
              Icon: CircleCheck,
              title: t('checkout.activeTitle'),
              text: t('checkout.active', { plan: planName }),
            }
          : back.progress === 'activating'
            ? {
                tone: 'success' as const,
                Icon: LoaderCircle,
                title: t('checkout.activatingTitle'),
                text: t('checkout.activating'),
              }
            : {
                tone: 'neutral' as const,
                Icon: Info,
                title: t('checkout.delayedTitle'),
                text: t('checkout.delayed'),
              };
  return (
    <>
      {checkout ? (
        <Notice
          tone={checkout.tone}
          testId="checkout-notice"
          icon={
            <checkout.Icon
              aria-hidden="true"
              className={cn(ICON, checkout.Icon === LoaderCircle && 'animate-spin')}
            />
          }
          title={checkout.title}
          text={checkout.text}
          onDismiss={back.dismissCheckout}
        />
      ) : null}
      {back.isUnsubscribed ? (
        <Notice
          tone="neutral"
          testId="unsubscribed-notice"
          icon={<MailX aria-hidden="true" className={ICON} />}
          title={t('notifications.unsubscribedTitle')}
          text={t('notifications.unsubscribed')}
          onDismiss={back.dismissUnsubscribed}
        />
      ) : null}
    </>
  );
}
