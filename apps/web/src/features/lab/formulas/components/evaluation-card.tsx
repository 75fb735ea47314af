import type { FormulaEvaluation } from '@arcade/contracts';
import { Bot, Check, ScanSearch, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { formulaProblemText } from '../../lib/formula-problem';
import { useReviewSuggestion } from '../api/formula-lab';

const CONFIDENCE_TONES = {
  high: 'border-edge/40 bg-edge/10 text-edge',
  medium: 'border-premium/40 bg-premium/10 text-premium',
  low: 'border-danger/40 bg-danger/10 text-danger',
} as const;

function List({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div className="min-w-0">
      <h5 className="font-medium text-ink text-sm">{title}</h5>
      {items.length === 0 ? (
        <p className="mt-1 text-ink-subtle text-sm">{empty}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The evaluation of a formula (AI or static), with accept and reject of its stored suggestion. */
export function EvaluationCard({ evaluation }: { evaluation: FormulaEvaluation }) {
  const { t } = useTranslation('labFormulas');
  const review = useReviewSuggestion();
  const [reviewed, setReviewed] = useState<'accept' | 'reject' | null>(null);
  const onReview = (action: 'accept' | 'reject') =>
    review.mutate(
      { id: evaluation.id, action },
      {
        onSuccess: () => {
          setReviewed(action);
          toast({ title: t(action === 'accept' ? 'evaluation.accepted' : 'evaluation.rejected') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('evaluation.reviewError'),
            description: getErrorMessage(error),
          }),
      },
    );
  const SourceIcon = evaluation.source === 'ai' ? Bot : ScanSearch;

  return (
    <section
      data-testid="formula-evaluation"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <header className="mb-4 flex flex-wrap items-center gap-2">
        <h4 className="mr-auto font-semibold text-ink text-lg">{t('evaluation.title')}</h4>
        <span
          data-testid="formula-evaluation-confidence"
          className={cn(
            'rounded-full border px-2.5 py-0.5 font-medium text-xs',
            CONFIDENCE_TONES[evaluation.confidence],
          )}
        >
          {t(`evaluation.confidence.${evaluation.confidence}`)}
        </span>
        <span
          className={cn(
            'rounded-full border px-2.5 py-0.5 font-medium text-xs',
            evaluation.isValid ? 'border-edge/40 text-edge' : 'border-danger/40 text-danger',
          )}
        >
          {t(evaluation.isValid ? 'evaluation.valid' : 'evaluation.invalid')}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full border border-line-strong px-2.5 py-0.5 text-ink-muted text-xs">
          <SourceIcon className="size-3.5" aria-hidden />
          {t(`evaluation.source.${evaluation.source}`)}
        </span>
      </header>
      {evaluation.error ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-danger/40 bg-danger/10 p-3 font-mono text-danger text-sm"
        >
          {t('evaluation.errorAt', {
            column: evaluation.error.column,
            message: formulaProblemText(evaluation.error, t),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <h5 className="font-medium text-ink text-sm">{t('evaluation.reasoning')}</h5>
          <p className="mt-1 text-ink-muted text-sm">{evaluation.reasoning}</p>
        </div>
        <div className="min-w-0">
          <h5 className="font-medium text-ink text-sm">{t('evaluation.expected')}</h5>
          <p className="mt-1 text-ink-muted text-sm">{evaluation.expectedPerformance}</p>
        </div>
        <List
          title={t('evaluation.suggestions')}
          items={evaluation.suggestions}
          empty={t('evaluation.none')}
        />
        <List title={t('evaluation.risks')} items={evaluation.risks} empty={t('evaluation.none')} />
      </div>
      {evaluation.correctedFormula ? (
        <div className="mt-4">
          <h5 className="font-medium text-ink text-sm">{t('evaluation.corrected')}</h5>
          <code className="mt-1 block break-all rounded-lg bg-canvas/70 p-3 text-edge text-sm">
            {evaluation.correctedFormula}
          </code>
        </div>
      ) : null}
      <footer className="mt-5 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onReview('accept')}
          disabled={review.isPending || reviewed !== null}
          data-testid="formula-evaluation-accept"
        >
          <Check aria-hidden />
          {t('evaluation.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onReview('reject')}
          disabled={review.isPending || reviewed !== null}
          data-testid="formula-evaluation-reject"
        >
          <X aria-hidden />
          {t('evaluation.reject')}
        </Button>
      </footer>
    </section>
  );
}
