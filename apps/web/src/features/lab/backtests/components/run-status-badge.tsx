import type { BacktestStatus } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<BacktestStatus, string> = {
  running: 'border-premium/40 bg-premium/10 text-premium',
  completed: 'border-edge/40 bg-edge/10 text-edge',
  failed: 'border-danger/40 bg-danger/10 text-danger',
  cancelled: 'border-line-strong bg-surface-raised text-ink-muted',
};

export function RunStatusBadge({ status }: { status: BacktestStatus }) {
  const { t } = useTranslation('labBacktests');
  return (
    <span
      data-testid="backtest-run-status"
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 font-medium text-xs',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
