import type { RecordPick } from '@arcade/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { PriceMarks } from '@/components/ui/price-marks';
import { SportBadge } from '@/components/ui/sport-badge';
import { TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatShortDate } from '@/lib/format';
import {
  Clv,
  Corrections,
  ResultSource,
  edgeText,
  Odds,
  pickLine,
  RecordResultBadge,
  stakeShare,
  Units,
} from './record-cells';
import { PriceHistory, PriceToggle } from './price-history';

type RecordPicksProps = { picks: readonly RecordPick[]; isDetailed: boolean };

/** Which picks have their price history open: each loads its own only when opened. */
function useOpenPrices() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

const pricesId = (pick: RecordPick) => `record-prices-${pick.id}`;

function PickDate({ pick }: { pick: RecordPick }) {
  return (
    <time dateTime={pick.date} className="tabular whitespace-nowrap text-ink-muted text-sm">
      {formatShortDate(pick.date)}
    </time>
  );
}

function Match({ pick }: { pick: RecordPick }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink text-sm">
        <MatchLabel match={pick} />
      </p>
      {pick.league ? <p className="text-ink-subtle text-xs">{pick.league}</p> : null}
      <PriceMarks pick={pick} className="mt-1" />
    </div>
  );
}

/** Every graded pick of the page; the pick's own columns only for a signed-in reader. */
export function RecordTable({ picks, isDetailed }: RecordPicksProps) {
  const { t } = useTranslation('record');
  const prices = useOpenPrices();
  const columns = isDetailed ? 11 : 5;
  return (
    <TableFrame caption={t('table.caption')} testId="record-table">
      <thead>
        <tr>
          <Th>{t('table.date')}</Th>
          <Th>{t('table.match')}</Th>
          <Th>{t('table.tier')}</Th>
          {isDetailed ? (
            <>
              <Th>{t('table.pick')}</Th>
              <Th>{t('table.odds')}</Th>
              <Th className="text-right">{t('table.stake')}</Th>
              <Th className="text-right">{t('table.edge')}</Th>
              <Th className="text-right">{t('table.clv')}</Th>
            </>
          ) : null}
          <Th>{t('table.result')}</Th>
          <Th className="text-right">{t('table.units')}</Th>
          {isDetailed ? (
            <Th className="text-right">
              <span className="sr-only">{t('prices.column')}</span>
            </Th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {picks.map((pick) => (
          <Fragment key={pick.id}>
            <Tr data-testid="record-row">
              <Td>
                <PickDate pick={pick} />
              </Td>
              <Td>
                <div className="flex items-center gap-2.5">
                  <SportBadge sport={pick.sport} className="shrink-0" />
                  <Match pick={pick} />
                </div>
              </Td>
              <Td>
                <TierBadge tier={pick.tier} />
              </Td>
              {isDetailed && pick.details ? (
                <>
                  <Td data-testid="record-pick-line" className="font-semibold text-ink text-sm">
                    {pickLine(pick.details)}
                  </Td>
                  <Td>
                    <Odds details={pick.details} />
                  </Td>
                  <Td className="tabular text-right text-ink-muted text-sm">{stakeShare(pick.details)}</Td>
                  <Td className="tabular text-right text-ink-muted text-sm">{edgeText(pick.details)}</Td>
                  <Td className="text-right text-sm">
                    <Clv details={pick.details} />
                  </Td>
                </>
              ) : isDetailed ? (
                <Td colSpan={5} />
              ) : null}
              <Td>
                <RecordResultBadge result={pick.result} />
                <Corrections corrections={pick.corrections} />
                <ResultSource source={pick.resultSource} />
              </Td>
              <Td className="text-right">
                <Units value={pick.units} />
              </Td>
              {isDetailed ? (
                <Td className="text-right">
                  <PriceToggle
                    isOpen={prices.isOpen(pick.id)}
                    onToggle={() => prices.toggle(pick.id)}
                    controls={pricesId(pick)}
                  />
                </Td>
              ) : null}
            </Tr>
            {prices.isOpen(pick.id) ? (
              <tr className="border-line/70 border-b bg-surface-raised/20">
                <td colSpan={columns} className="px-4 py-4">
                  <PriceHistory pickId={pick.id} id={pricesId(pick)} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The same picks on a phone: one card each. */
export function RecordCards({ picks, isDetailed }: RecordPicksProps) {
  const { t } = useTranslation('record');
  const prices = useOpenPrices();
  return (
    <ul data-testid="record-cards" aria-label={t('table.caption')} className="grid grid-cols-1 gap-3">
      {picks.map((pick) => (
        <li
          key={pick.id}
          data-testid="record-card"
          className="min-w-0 rounded-2xl border border-line bg-surface/60 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-2">
              <SportBadge sport={pick.sport} />
              <PickDate pick={pick} />
            </div>
            <TierBadge tier={pick.tier} />
          </div>
          <div className="mt-3">
            <Match pick={pick} />
          </div>
          {isDetailed && pick.details ? (
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-ink-subtle">{t('table.pick')}</dt>
              <dd data-testid="record-pick-line" className="text-right font-semibold text-ink">
                {pickLine(pick.details)}
              </dd>
              <dt className="text-ink-subtle">{t('table.odds')}</dt>
              <dd className="text-right">
                <Odds details={pick.details} />
              </dd>
              <dt className="text-ink-subtle">{t('table.stake')}</dt>
              <dd className="tabular text-right text-ink-muted">{stakeShare(pick.details)}</dd>
              <dt className="text-ink-subtle">{t('table.edge')}</dt>
              <dd className="tabular text-right text-ink-muted">{edgeText(pick.details)}</dd>
              <dt className="text-ink-subtle">{t('table.clv')}</dt>
              <dd className="text-right">
                <Clv details={pick.details} />
              </dd>
            </dl>
          ) : null}
          <div className="mt-3 flex items-start justify-between gap-3 border-line/70 border-t pt-3">
            <div>
              <RecordResultBadge result={pick.result} />
              <Corrections corrections={pick.corrections} />
              <ResultSource source={pick.resultSource} />
            </div>
            <Units value={pick.units} />
          </div>
          {isDetailed ? (
            <div className="mt-3">
              <PriceToggle
                isOpen={prices.isOpen(pick.id)}
                onToggle={() => prices.toggle(pick.id)}
                controls={pricesId(pick)}
                className="w-full justify-center"
              />
              {prices.isOpen(pick.id) ? (
                <div className="mt-3">
                  <PriceHistory pickId={pick.id} id={pricesId(pick)} />
                </div>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
