import type { Tier } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TIER_STYLES: Record<Tier, string> = {
  diamante: 'bg-cyan-400/10 text-cyan-300 ring-cyan-400/30',
  platinum: 'bg-slate-300/10 text-slate-200 ring-slate-300/30',
  exclusivo: 'bg-violet-400/10 text-violet-300 ring-violet-400/30',
  vip: 'bg-premium/10 text-premium ring-premium/30',
};

export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const { t } = useTranslation('picks');
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-md px-2 py-0.5 font-semibold text-xs ring-1 ring-inset',
        TIER_STYLES[tier],
        className,
      )}
    >
      {t(`tiers.${tier}`)}
    </span>
  );
}
