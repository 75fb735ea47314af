import type { PickResult, Tier } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { MatchLabel } from '@/components/ui/match-label';
import { SectionCard } from '@/components/ui/section-card';
import { bookmakerName } from '@/lib/bookmakers';
import { getErrorMessage } from '@/lib/error-message';
import { formatAmericanOdds, formatDecimal, formatShortDate } from '@/lib/format';
import { usePickAudit } from '../api/get-pick-audit';
import { type Correction, type CorrectionChange, toCorrection } from '../lib/corrections';

const th = 'px-3 py-2 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider whitespace-nowrap';
const td = 'px-3 py-2.5 align-middle';

/** Correcciones: every hand-made change to the published record (pick audit), newest first. */
export function CorrectionsList() {
  const { t } = useTranslation('picks');
  const { data, error, isPending, refetch } = usePickAudit();
  return (
    <SectionCard
      title={t('history.corrections.title')}
      subtitle={t('history.corrections.subtitle')}
      titleId="history-corrections-title"
    >
      {isPending ? (
        <p role="status" className="py-6 text-center text-ink-muted text-sm">
          {t('history.corrections.loading')}
        </p>
      ) : error ? (
        <InlineError
          testId="corrections-error"
          message={t('history.corrections.error', { message: getErrorMessage(error) })}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <p data-testid="corrections-empty" className="py-6 text-center text-ink-subtle text-sm">
          {t('history.corrections.empty')}
        </p>
      ) : (
        <Corrections corrections={data.map(toCorrection)} />
      )}
    </SectionCard>
  );
}

/** Cards on a phone, the table from 640 px up. */
function Corrections({ corrections }: { corrections: readonly Correction[] }) {
  return (
    <>
      <CorrectionCards corrections={corrections} />
      <CorrectionsTable corrections={corrections} />
    </>
  );
}

/** On a phone: one card per correction, the change first, then the pick, the reason and who and when. */
function CorrectionCards({ corrections }: { corrections: readonly Correction[] }) {
  const { t } = useTranslation('picks');
  return (
    <ul data-testid="correction-cards" className="grid gap-3 sm:hidden">
      {corrections.map((correction) => (
        <li
          key={correction.id}
          data-testid="correction-card"
          className="grid gap-2 rounded-xl border border-line bg-surface-raised/40 p-3.5 text-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <ChangeText change={correction.change} />
            <span className="shrink-0 text-ink-muted text-xs tabular">
              <LedgerEntry seq={correction.ledgerSeq} />
            </span>
          </div>
          <PickCell pick={correction.pick} />
          <p className="text-ink-muted">
            <span className="text-ink-subtle">{t('history.corrections.reason')}: </span>
            {correction.reason ?? t('history.corrections.noReason')}
          </p>
          <p className="text-ink-subtle text-xs tabular">
            <time dateTime={correction.at}>{formatShortDate(correction.at)}</time> · {correction.admin}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The pick a correction changed: its line and match, or that it is gone. */
function PickCell({ pick }: { pick: Correction['pick'] }) {
  const { t } = useTranslation('picks');
  if (!pick) return <span className="text-ink-subtle">{t('history.corrections.unknownPick')}</span>;
  return (
    <div>
      <p className="font-medium text-ink">{pick.displayLine ?? pick.selection}</p>
      <p className="text-ink-subtle text-xs">
        <MatchLabel match={pick} />
      </p>
    </div>
  );
}

function CorrectionsTable({ corrections }: { corrections: readonly Correction[] }) {
  const { t } = useTranslation('picks');
  return (
    <div className="relative hidden overflow-x-auto sm:block">
      <table data-testid="corrections" className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{t('history.corrections.subtitle')}</caption>
        <thead>
          <tr className="border-line border-b">
            <th scope="col" className={th}>
              {t('history.corrections.date')}
            </th>
            <th scope="col" className={th}>
              {t('history.corrections.admin')}
            </th>
            <th scope="col" className={th}>
              {t('history.corrections.pick')}
            </th>
            <th scope="col" className={th}>
              {t('history.corrections.change')}
            </th>
            <th scope="col" className={th}>
              {t('history.corrections.reason')}
            </th>
            <th scope="col" className={th}>
              {t('history.corrections.entry')}
            </th>
          </tr>
        </thead>
        <tbody>
          {corrections.map((correction) => (
            <tr key={correction.id} data-testid="correction" className="border-line border-b last:border-b-0">
              <td className={`${td} tabular whitespace-nowrap text-ink-muted`}>
                <time dateTime={correction.at}>{formatShortDate(correction.at)}</time>
              </td>
              <td className={`${td} text-ink-muted`}>{correction.admin}</td>
              <td className={td}>
                <PickCell pick={correction.pick} />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <ChangeText change={correction.change} />
              </td>
              <td data-testid="correction-reason" className={`${td} max-w-xs text-ink-muted`}>
                {correction.reason ?? (
                  <span className="text-ink-subtle">{t('history.corrections.noReason')}</span>
                )}
              </td>
              <td data-testid="correction-entry" className={`${td} tabular whitespace-nowrap text-ink-muted`}>
                <LedgerEntry seq={correction.ledgerSeq} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The label and the two ends of a change: "Resultado: Ganado → Perdido", "Tier: VIP → Platinum". */
function useChangeParts(change: CorrectionChange): [string | null, string, string] {
  const { t } = useTranslation('picks');
  const result = (value: PickResult | null) => (value === null ? t('results.none') : t(`results.${value}`));
  const tier = (value: Tier | null) => (value === null ? '—' : t(`tiers.${value}`));
  const book = (value: string | null) => (value === null ? '' : ` · ${bookmakerName(value)}`);
  switch (change.kind) {
    case 'withdrawn':
      return [null, t('history.corrections.published'), t('history.corrections.withdrawn')];
    case 'result':
      return [t('history.corrections.result'), result(change.from), result(change.to)];
    case 'tier':
      return [t('history.corrections.tier'), tier(change.from), tier(change.to)];
    case 'date': {
      const date = (value: string | null) => (value === null ? '—' : formatShortDate(value));
      return [t('history.corrections.date'), date(change.from), date(change.to)];
    }
    case 'odds': {
      const odds = (value: number | null) =>
        value === null
          ? '—'
          : change.format === 'american'
            ? formatAmericanOdds(value)
            : formatDecimal(value);
      return [
        t('history.corrections.odds'),
        `${odds(change.from)}${book(change.book?.from ?? null)}`,
        `${odds(change.to)}${book(change.book?.to ?? null)}`,
      ];
    }
  }
}

/** "#42", linking to the ledger page that holds it; "—" for a change the ledger does not hold. */
function LedgerEntry({ seq }: { seq: number | null }) {
  const { t } = useTranslation('picks');
  if (seq === null) return <span className="text-ink-subtle">—</span>;
  return (
    <a
      href={`/api/record/ledger?after=${seq - 1}&limit=1`}
      target="_blank"
      rel="noopener noreferrer"
      title={t('history.corrections.entryHint')}
      className="underline decoration-line-strong underline-offset-2 hover:text-ink"
    >
      #{seq}
    </a>
  );
}

/** "Resultado: Ganado → Perdido", "Cuota: +110 → -150", "Tier: VIP → Platinum", "Publicado → Retirado". */
function ChangeText({ change }: { change: CorrectionChange }) {
  const { t } = useTranslation('picks');
  const [label, from, to] = useChangeParts(change);
  return (
    <span className="text-ink">
      {label ? <span className="text-ink-muted">{label}: </span> : null}
      <span>{from}</span>
      <span aria-hidden="true" className="mx-1.5 text-ink-subtle">
        →
      </span>
      <span className="sr-only"> {t('history.corrections.becomes')} </span>
      <span className="font-semibold">{to}</span>
    </span>
  );
}
