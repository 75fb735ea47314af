import type { MasseyUploadResult } from '@arcade/contracts';
import { CheckCircle2, CircleHelp, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatInteger } from '@/lib/format';
import type { Refusal } from '../lib/refusal';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface-raised/60 px-3 py-2">
      <dt className="text-ink-subtle text-xs">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** What the last upload gave: counts, format, home advantage, and the names not recognised. */
export function UploadResult({ result }: { result: MasseyUploadResult }) {
  const { t } = useTranslation(['massey', 'common']);
  const sport = t(`common:sports.${result.sport}`);
  return (
    <div
      data-testid="massey-result"
      className="grid gap-3 rounded-xl border border-edge/30 bg-edge/5 p-4"
      aria-live="polite"
    >
      <p className="flex items-center gap-2 font-semibold text-ink text-sm">
        <CheckCircle2 aria-hidden="true" className="size-4 text-edge" />
        {t('result.title', { sport })}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t('result.teams')} value={formatInteger(result.teamCount)} />
        <Figure label={t('result.matched')} value={formatInteger(result.matchedCount)} />
        <Figure label={t('result.layout')} value={t(`result.layouts.${result.layout}`)} />
        <Figure
          label={t('result.homeAdvantage')}
          value={
            result.homeAdvantage === null
              ? t('result.noHomeAdvantage')
              : t('result.points', { value: formatDecimal(result.homeAdvantage, 2) })
          }
        />
      </dl>
      {result.unknownTeams.length > 0 ? (
        <div data-testid="massey-unknown-teams" className="grid gap-2">
          <p className="flex items-center gap-2 text-premium text-sm">
            <CircleHelp aria-hidden="true" className="size-4" />
            {t('result.unknownTitle', { count: result.unknownTeams.length })}
          </p>
          <ul className="flex flex-wrap gap-1.5">
            {result.unknownTeams.map((name) => (
              <li
                key={name}
                className="rounded-md bg-premium/10 px-2 py-0.5 text-premium text-xs ring-1 ring-premium/30 ring-inset"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-ink-muted text-sm">{t('result.allKnown')}</p>
      )}
    </div>
  );
}

/** The refused file's bad lines, numbered, in the admin's language. */
export function RefusalPanel({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('massey');
  return (
    <div
      data-testid="massey-refusal"
      role="alert"
      className="grid gap-2 rounded-xl border border-danger/40 bg-danger/5 p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-danger text-sm">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {t('refusal.title')}
      </p>
      <ul className="grid max-h-56 gap-1 overflow-y-auto text-sm">
        {refusal.lines.map((line) => (
          <li key={line.key} className="text-ink-muted">
            <span className="font-semibold text-ink tabular-nums">{line.where}:</span> {line.text}
          </li>
        ))}
        {refusal.more > 0 ? (
          <li className="text-ink-subtle">{t('refusal.more', { count: refusal.more })}</li>
        ) : null}
      </ul>
    </div>
  );
}
