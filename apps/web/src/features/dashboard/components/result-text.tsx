import type { PickResult } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const RESULT_STYLES: Record<PickResult, string> = {
  win: 'bg-edge/10 text-edge ring-edge/30',
  loss: 'bg-danger/10 text-danger ring-danger/30',
  push: 'bg-slate-400/10 text-ink-muted ring-slate-400/30',
};

/** A graded pick's result, a loss as plain to see as a win. */
export function ResultText({ result }: { result: PickResult }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        RESULT_STYLES[result],
      )}
    >
      {t(`results.${result}`)}
    </span>
  );
}
