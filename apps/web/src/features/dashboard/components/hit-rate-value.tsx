import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { hitRateBand } from '../lib/tier-stats';

const BAND_STYLES = { good: 'text-edge', fair: 'text-premium', poor: 'text-danger' } as const;

/**
 * A tier's hit rate in the colour of its band; "—" while nothing is decided, since a
 * red 0% would report a record that does not exist. `data-band` lets tests read the colour rule.
 */
export function HitRateValue({ hitRate, className }: { hitRate: number | null; className?: string }) {
  const { t } = useTranslation('dashboard');
  const band = hitRateBand(hitRate);
  if (hitRate === null || band === null) {
    return (
      <span data-band="none" title={t('kpis.noDecided')} className={cn('text-ink-subtle', className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('kpis.noDecided')}</span>
      </span>
    );
  }
  return (
    <span data-band={band} className={cn('tabular', BAND_STYLES[band], className)}>
      {formatPercent(hitRate)}
    </span>
  );
}
