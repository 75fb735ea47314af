import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { winRateBand } from '../lib/history-stats';

const BAND_STYLES = {
  good: 'text-edge',
  fair: 'text-premium',
  poor: 'text-danger',
} as const;

/**
 * A hit rate coloured by its band (55% green, 50% yellow, else red); "—" while no pick is decided (wins + losses = 0),
 * since a red 0.0% would report a record that does not exist. `data-band` lets tests read the band.
 */
export function HitRate({
  value,
  decided,
  className,
}: {
  value: number;
  decided: number;
  className?: string;
}) {
  const { t } = useTranslation('picks');
  if (decided === 0) {
    return (
      <span data-band="none" title={t('common.noDecided')} className={cn('text-ink-subtle', className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('common.noDecided')}</span>
      </span>
    );
  }
  const band = winRateBand(value);
  return (
    <span data-band={band} className={cn('font-semibold tabular', BAND_STYLES[band], className)}>
      {formatPercent(value)}
    </span>
  );
}
