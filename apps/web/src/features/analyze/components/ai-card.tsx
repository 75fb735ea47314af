import type { AnalyzeAi } from '@arcade/contracts';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';

/** Phase 4: the AI's capped, hype-filtered view, or why there is none. */
export function AiCard({ ai }: { ai: AnalyzeAi }) {
  const { t } = useTranslation('analyze');
  return (
    <section
      data-testid="analyze-ai"
      data-status={ai.status}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-lg border border-violet-400/30 bg-violet-400/10 text-violet-300"
        >
          <Sparkles className="size-4.5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-ink text-lg">{t('ai.title')}</h3>
          {ai.status === 'applied' ? <p className="text-ink-subtle text-xs">{ai.model}</p> : null}
        </div>
      </header>
      {ai.status === 'skipped' ? (
        <p className="rounded-xl border border-line border-dashed p-4 text-ink-muted text-sm">
          {t(`ai.skipped.${ai.reason}`)}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <div className="rounded-xl border border-line bg-canvas/40 p-3">
              <dt className="text-ink-muted text-xs">{t('ai.adjusted')}</dt>
              <dd className="mt-1 font-bold text-ink text-xl tabular">
                {formatPercent(ai.adjustedProbability)}
              </dd>
            </div>
            <div className="rounded-xl border border-line bg-canvas/40 p-3">
              <dt className="text-ink-muted text-xs">{t('ai.risk')}</dt>
              <dd className="mt-1 font-bold text-ink text-xl">{t(`ai.levels.${ai.riskLevel}`)}</dd>
            </div>
            <div className="rounded-xl border border-line bg-canvas/40 p-3">
              <dt className="text-ink-muted text-xs">{t('ai.confidence')}</dt>
              <dd className="mt-1 font-bold text-ink text-xl">{t(`ai.levels.${ai.confidence}`)}</dd>
            </div>
          </dl>
          <p className="text-ink-subtle text-xs">{t('ai.adjustedHint')}</p>
          {[
            { key: 'warnings', items: ai.warnings },
            { key: 'keyFactors', items: ai.keyFactors },
          ].map(({ key, items }) =>
            items.length > 0 ? (
              <div key={key}>
                <h4 className="font-medium text-ink text-sm">
                  {t(`ai.${key as 'warnings' | 'keyFactors'}`)}
                </h4>
                <ul className="mt-1 list-disc pl-5 text-ink-muted text-sm">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </>
      )}
    </section>
  );
}
