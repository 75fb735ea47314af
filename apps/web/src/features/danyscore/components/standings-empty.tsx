import type { NbaSource } from '@arcade/contracts';
import { RotateCw, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { seasonLabel } from '../lib/standings';

type StandingsEmptyProps = { season: number; source: NbaSource | undefined; onRetry: () => void };

/** 'No hay datos cargados' with Reintentar; the demo market loads it with its sync. */
export function StandingsEmpty({ season, source, onRetry }: StandingsEmptyProps) {
  const { t } = useTranslation('danyscore');
  return (
    <div
      data-testid="danyscore-empty"
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-line border-dashed bg-surface/40 px-6 py-16 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-raised text-ink-subtle ring-1 ring-line-strong">
        <Trophy aria-hidden="true" className="size-5" />
      </span>
      <p className="font-semibold text-ink">{t('states.empty')}</p>
      <p className="max-w-sm text-ink-muted text-sm">
        {t(source === 'demo' ? 'states.emptyHintDemo' : 'states.emptyHint', { season: seasonLabel(season) })}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('states.retry')}
      </Button>
    </div>
  );
}
