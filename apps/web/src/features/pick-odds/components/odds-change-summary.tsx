import type { AdminPick, Tier } from '@arcade/contracts';
import { Hand, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EdgeValue } from '@/components/ui/edge-value';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatDecimal } from '@/lib/format';

/** What an odds edit does (or did) to the pick: its new numbers, its tier, and where the price comes from. */
export type OddsChange = {
  edge: number;
  stake: number;
  /** The pick's tier, which the edit keeps. */
  tier: Tier;
  suggestedTier: Tier;
  oddsEnteredByHand: boolean;
};

/**
 * Edge and stake before → after, the tier kept (and the one the new edge would earn, which only
 * Editar tier applies), and whether the price is the feed's or typed by the analyst.
 */
export function OddsChangeSummary({
  before,
  change,
  testId,
}: {
  before: Pick<AdminPick, 'edge' | 'stake'>;
  change: OddsChange;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const rows: { key: string; label: string; from: ReactNode; to: ReactNode }[] = [
    {
      key: 'edge',
      label: t('columns.edge'),
      from: <EdgeValue edge={before.edge} />,
      to: <EdgeValue edge={change.edge} />,
    },
    {
      key: 'stake',
      label: t('columns.stake'),
      from: formatDecimal(before.stake),
      to: formatDecimal(change.stake),
    },
  ];
  const isPromotion = change.suggestedTier !== change.tier;
  return (
    <div
      data-testid={testId}
      className="grid gap-3 rounded-xl border border-line bg-surface-raised/40 p-4 text-sm"
    >
      <dl className="grid gap-2">
        {rows.map(({ key, label, from, to }) => (
          <div key={key} data-testid={`${testId}-${key}`} className="flex items-center justify-between gap-4">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="tabular flex items-center gap-2">
              <span className="text-ink-subtle">{from}</span>
              <span aria-hidden="true" className="text-ink-subtle">
                →
              </span>
              <span className="sr-only">{t('oddsDialog.becomes')}</span>
              <span className="font-semibold text-ink">{to}</span>
            </dd>
          </div>
        ))}
        <div data-testid={`${testId}-tier`} className="flex items-center justify-between gap-4">
          <dt className="text-ink-muted">{t('columns.tier')}</dt>
          <dd className="flex items-center gap-2">
            <TierBadge tier={change.tier} />
            <span className="text-ink-subtle text-xs">{t('oddsDialog.tierKept')}</span>
          </dd>
        </div>
      </dl>
      {isPromotion ? (
        <p
          data-testid={`${testId}-suggestion`}
          className="rounded-lg bg-premium/10 px-3 py-2 text-premium text-xs"
        >
          {t('oddsDialog.suggestion', { tier: t(`tiers.${change.suggestedTier}`) })}
        </p>
      ) : null}
      <p
        data-testid={`${testId}-source`}
        className="flex items-center gap-1.5 text-ink-muted text-xs"
        data-by-hand={change.oddsEnteredByHand}
      >
        {change.oddsEnteredByHand ? (
          <Hand aria-hidden="true" className="size-3.5 text-premium" />
        ) : (
          <Radio aria-hidden="true" className="size-3.5 text-edge" />
        )}
        {change.oddsEnteredByHand ? t('oddsDialog.byHand') : t('oddsDialog.fromFeed')}
      </p>
    </div>
  );
}
