import type { Sport } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const SPORT_STYLES: Record<Sport, string> = {
  soccer: 'bg-sky-400/10 text-sky-300 ring-sky-400/30',
  nfl: 'bg-orange-400/10 text-orange-300 ring-orange-400/30',
  baseball: 'bg-rose-400/10 text-rose-300 ring-rose-400/30',
  nba: 'bg-violet-400/10 text-violet-300 ring-violet-400/30',
  nhl: 'bg-cyan-400/10 text-cyan-300 ring-cyan-400/30',
};

export function SportBadge({ sport, className }: { sport: Sport; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 font-semibold text-[0.7rem] uppercase tracking-wider ring-1 ring-inset',
        SPORT_STYLES[sport],
        className,
      )}
    >
      {t(`sports.${sport}`)}
    </span>
  );
}
