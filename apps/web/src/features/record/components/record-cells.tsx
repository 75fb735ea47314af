import type { PickResult, RecordCorrection, RecordPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  formatAmericanOdds,
  formatDayMonth,
  formatDecimal,
  formatPercent,
  formatSignedPercent,
} from '@/lib/format';
import { formatUnitsNumber, signTone } from '../lib/record-format';

// A loss is drawn exactly like a win, in its own colour: the record hides nothing.
const RESULT_STYLES: Record<PickResult, string> = {
  win: 'bg-edge/10 text-edge ring-edge/30',
  loss: 'bg-danger/10 text-danger ring-danger/30',
  push: 'bg-slate-400/10 text-ink-muted ring-slate-400/30',
};

export function RecordResultBadge({ result }: { result: PickResult }) {
  const { t } = useTranslation('record');
  return (
    <span
      data-testid="record-result"
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        RESULT_STYLES[result],
      )}
    >
      {t(`results.${result}`)}
    </span>
  );
}

/** Each later change of the result, with its date: "corregido el 12 nov: pérdida → ganada". */
export function Corrections({ corrections }: { corrections: readonly RecordCorrection[] }) {
  const { t } = useTranslation('record');
  if (corrections.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-0.5">
      {corrections.map((correction) => (
        <li
          key={`${correction.at}-${correction.to}`}
          data-testid="record-correction"
          className="text-premium text-xs"
        >
          {t('correction.text', {
            date: formatDayMonth(correction.at),
            from: t(`correction.results.${correction.from}`),
            to: t(`correction.results.${correction.to}`),
          })}
          {correction.reason ? (
            <span data-testid="record-correction-reason" className="text-ink-muted">
              {' · '}
              {t('ledger.correctionReason', { reason: correction.reason })}
            </span>
          ) : null}
          {correction.seq !== null ? (
            <span className="text-ink-subtle"> · {t('ledger.correctionEntry', { seq: correction.seq })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Only a web address is a link; anything else an admin named ("ESPN") is text. */
const isWebAddress = (text: string) => /^https?:\/\/[^\s]+$/i.test(text);

/** Where an off-feed pick's score can be checked, as the admin named it when grading it. */
export function ResultSource({ source }: { source: string | null }) {
  const { t } = useTranslation('common');
  if (source === null) return null;
  const shown = isWebAddress(source) ? (
    <a href={source} target="_blank" rel="noopener noreferrer nofollow" className="underline hover:text-ink">
      {source.replace(/^https?:\/\//i, '')}
    </a>
  ) : (
    source
  );
  return (
    <p data-testid="record-result-source" className="mt-1 max-w-56 break-words text-ink-subtle text-xs">
      {`${t('marks.resultSource')}: `}
      {shown}
    </p>
  );
}

export function Units({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('record');
  return (
    <span
      data-testid="record-units"
      className={cn('tabular whitespace-nowrap font-semibold', signTone(value), className)}
    >
      {t('units', { value: formatUnitsNumber(value) })}
    </span>
  );
}

type Details = NonNullable<RecordPick['details']>;

export const pickLine = (details: Details) => details.displayLine ?? details.selection;

/** American and decimal odds, the way a punter compares them. */
export function Odds({ details }: { details: Details }) {
  return (
    <span className="tabular whitespace-nowrap text-sm">
      <span className="font-medium text-ink">{formatAmericanOdds(details.oddsAmerican)}</span>{' '}
      <span className="text-ink-subtle">({formatDecimal(details.odds)})</span>
    </span>
  );
}

/** The stake as a share of the bankroll it was sized on, which any bankroll can scale. */
export const stakeShare = (details: Details) =>
  details.bankroll > 0 ? formatPercent(details.stake / details.bankroll, 2) : '—';

export const edgeText = (details: Details) => formatPercent(details.edge);

export function Clv({ details }: { details: Details }) {
  if (details.clv === null) return <span className="text-ink-subtle">—</span>;
  return <span className={cn('tabular', signTone(details.clv))}>{formatSignedPercent(details.clv)}</span>;
}
