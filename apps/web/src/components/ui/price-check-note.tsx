import { OFF_FEED_MIN_LEAD_HOURS, type PriceCheck } from '@arcade/contracts';
import { CircleCheck, MapPinOff, OctagonX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { bookmakerName } from '@/lib/bookmakers';
import { cn } from '@/lib/cn';
import { formatDecimal } from '@/lib/format';

const TONES = {
  within: { icon: CircleCheck, className: 'border-edge/30 bg-edge/5 text-ink-muted', iconClass: 'text-edge' },
  off_market: {
    icon: OctagonX,
    className: 'border-danger/40 bg-danger/10 text-ink',
    iconClass: 'text-danger',
  },
  unverified: {
    icon: TriangleAlert,
    className: 'border-premium/40 bg-premium/10 text-ink',
    iconClass: 'text-premium',
  },
} as const;

/**
 * A price typed by hand against the feed, before it is saved: within the market (the feed's best
 * and the ceiling), off the market (refused on saving: no book offers it), or unverified (no book of
 * the feed prices the selection: published marked "precio sin contraste").
 */
export function PriceCheckNote({ check, testId }: { check: PriceCheck; testId: string }) {
  const { t } = useTranslation('admin');
  const tone = TONES[check.status];
  const Icon = tone.icon;
  const values = {
    best: check.bestOdds === null ? '' : formatDecimal(check.bestOdds),
    book: check.bookmaker ? bookmakerName(check.bookmaker) : '',
    ceiling: check.ceiling === null ? '' : formatDecimal(check.ceiling),
  };
  return (
    <p
      data-testid={testId}
      data-status={check.status}
      role={check.status === 'off_market' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-lg border p-3 text-xs leading-relaxed', tone.className)}
    >
      <Icon aria-hidden="true" className={cn('mt-px size-4 shrink-0', tone.iconClass)} />
      <span>
        <strong className="font-semibold">{t(`priceCheck.${check.status}.title`)}</strong>{' '}
        {t(`priceCheck.${check.status}.text`, values)}
      </span>
    </p>
  );
}

/** A pick off the feed: what the form's pick will carry and must respect (2 hours' lead, a result's source). */
export function OffFeedNote() {
  const { t } = useTranslation('admin');
  const tone = TONES.unverified;
  return (
    <p
      data-testid="manual-off-feed-note"
      role="status"
      className={cn('flex items-start gap-2 rounded-lg border p-3 text-xs leading-relaxed', tone.className)}
    >
      <MapPinOff aria-hidden="true" className={cn('mt-px size-4 shrink-0', tone.iconClass)} />
      <span>
        <strong className="font-semibold">{t('priceCheck.offFeed.title')}</strong>{' '}
        {t('priceCheck.offFeed.text', { hours: OFF_FEED_MIN_LEAD_HOURS })}
      </span>
    </p>
  );
}
