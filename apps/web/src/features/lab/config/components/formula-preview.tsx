import type { PreviewCandidate, PreviewDropped } from '@arcade/contracts';
import { CheckCircle2, Filter, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SportBadge } from '@/components/ui/sport-badge';
import { getErrorMessage } from '@/lib/error-message';
import { formatDecimal, formatPercent } from '@/lib/format';
import { useFormulaPreview } from '../api/config-api';
import { formulaProblemAtColumn, formulaProblemOf } from '../../lib/formula-problem';

const MAX_DROPPED_SHOWN = 8;
const SELECTIONS = ['home', 'away', 'draw', 'over', 'under'] as const;
const isKnownSelection = (value: string): value is (typeof SELECTIONS)[number] =>
  (SELECTIONS as readonly string[]).includes(value);

function CandidateLine({ candidate, reason }: { candidate: PreviewCandidate; reason?: string }) {
  const { t } = useTranslation('labConfig');
  const line = candidate.line === null ? '' : ` ${candidate.line > 0 ? '+' : ''}${candidate.line}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <SportBadge sport={candidate.sport} />
      <span className="min-w-0 flex-1 truncate text-ink">
        {candidate.homeTeam} vs {candidate.awayTeam}
      </span>
      <span className="text-ink-muted">
        {t(`preview.markets.${candidate.market}`)} ·{' '}
        {isKnownSelection(candidate.selection)
          ? t(`preview.selections.${candidate.selection}`)
          : candidate.selection}
        {line} @ {formatDecimal(candidate.odds)} ·{' '}
        {t('preview.edge', { edge: formatPercent(candidate.edge) })}
      </span>
      {reason ? <span className="w-full text-ink-subtle text-xs sm:w-auto">{reason}</span> : null}
    </li>
  );
}

/** The live preview: how many of today's candidates the formula accepts, and which it drops and why. */
export function FormulaPreview({ formula }: { formula: string }) {
  const { t } = useTranslation('labConfig');
  const preview = useFormulaPreview(formula);
  const reasonOf = (dropped: PreviewDropped) =>
    dropped.reason === 'error'
      ? t('preview.reasons.error', {
          message: dropped.error ? formulaProblemAtColumn(dropped.error, t) : (dropped.message ?? ''),
        })
      : dropped.score === null
        ? t('preview.reasons.rejected')
        : t('preview.reasons.lowScore', { score: formatDecimal(dropped.score, 3) });

  if (preview.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('preview.loading')}
      </p>
    );
  }
  // A formula that does not parse is shown by the editor's error box; other failures here.
  if (preview.error && !formulaProblemOf(preview.error)) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t('preview.error', { message: getErrorMessage(preview.error) })}
      </p>
    );
  }
  if (!preview.data || formulaProblemOf(preview.error)) return null;
  const { total, accepted, dropped } = preview.data;
  return (
    <section
      data-testid="formula-preview"
      aria-live="polite"
      aria-busy={preview.isFetching || undefined}
      className="grid gap-3 rounded-xl border border-line bg-canvas/40 p-4"
    >
      <p className="flex items-center gap-2 font-medium text-ink text-sm">
        {total === 0 ? (
          <Filter aria-hidden="true" className="size-4 text-ink-subtle" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-4 text-edge" />
        )}
        {total === 0 ? t('preview.none') : t('preview.summary', { accepted: accepted.length, count: total })}
        {preview.isFetching ? (
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-ink-subtle" />
        ) : null}
      </p>
      {dropped.length > 0 ? (
        <div>
          <h4 className="font-medium text-ink-muted text-xs uppercase tracking-wide">
            {t('preview.droppedTitle', { count: dropped.length })}
          </h4>
          <ul className="divide-y divide-line">
            {dropped.slice(0, MAX_DROPPED_SHOWN).map((candidate) => (
              <CandidateLine
                key={`${candidate.eventId}|${candidate.market}|${candidate.selection}`}
                candidate={candidate}
                reason={reasonOf(candidate)}
              />
            ))}
          </ul>
          {dropped.length > MAX_DROPPED_SHOWN ? (
            <p className="text-ink-subtle text-xs">
              {t('preview.more', { count: dropped.length - MAX_DROPPED_SHOWN })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
