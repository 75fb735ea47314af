import { MapPinOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * What a price typed by hand carries wherever a pick is shown: "Precio sin contraste" when no book of
 * the feed prices the selection, "Fuera del feed" when its event is not in the feed. Nothing for a
 * pick the feed priced and grades.
 */
export function PriceMarks({
  pick,
  className,
}: {
  pick: { priceUnverified: boolean; offFeed: boolean };
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (!pick.priceUnverified && !pick.offFeed) return null;
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {pick.priceUnverified ? (
        <Mark testId="mark-unverified" label={t('marks.unverified')} hint={t('marks.unverifiedHint')}>
          <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
        </Mark>
      ) : null}
      {pick.offFeed ? (
        <Mark testId="mark-off-feed" label={t('marks.offFeed')} hint={t('marks.offFeedHint')}>
          <MapPinOff aria-hidden="true" className="size-3 shrink-0" />
        </Mark>
      ) : null}
    </span>
  );
}

function Mark({
  label,
  hint,
  testId,
  children,
}: {
  label: string;
  hint: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <span
      data-testid={testId}
      title={hint}
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-premium/10 px-2 py-0.5 font-medium text-premium text-xs ring-1 ring-premium/30 ring-inset"
    >
      {children}
      {label}
      <span className="sr-only">: {hint}</span>
    </span>
  );
}
