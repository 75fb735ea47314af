import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { PageLoading } from '@/components/ui/page-loading';
import { SectionCard } from '@/components/ui/section-card';
import { TabHeading } from '@/components/ui/tab-heading';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { FormulaProblemMessage } from '../components/formula-problem-message';
import { formulaProblemOf } from '../lib/formula-problem';
import { useAdminConfig, useEvaluateFormula, useTestFormula } from './api/formula-lab';
import { CompareChart } from './components/compare-chart';
import { EvaluationCard } from './components/evaluation-card';
import { FiguresCard } from './components/figures-card';
import { FormulaForm } from './components/formula-form';
import { SourcesNote } from './components/sources-note';
import { compareFigures } from './lib/compare-figures';
import type { FormulaChoice } from './lib/formula-form';

/** Probar Fórmulas: replay a formula beside the current one, and evaluate it. */
export function FormulasTab() {
  const { t } = useTranslation('labFormulas');
  const config = useAdminConfig();
  const test = useTestFormula();
  const evaluate = useEvaluateFormula();

  const onTest = (choice: FormulaChoice) =>
    test.mutate(
      { ...choice.parameters, formula: choice.formula, ...(choice.sport ? { sport: choice.sport } : {}) },
      {
        onError: (error) => {
          // A formula that does not parse says why and where, in the language shown at the time.
          const problem = formulaProblemOf(error);
          toast({
            variant: 'destructive',
            title: t('toasts.testError'),
            description: problem ? <FormulaProblemMessage problem={problem} /> : getErrorMessage(error),
          });
        },
      },
    );
  const onEvaluate = (choice: FormulaChoice) => {
    if (!choice.formula.trim()) {
      toast({
        variant: 'destructive',
        title: t('toasts.formulaRequired'),
        description: t('toasts.formulaRequiredText'),
      });
      return;
    }
    evaluate.mutate(
      {
        formula: choice.formula,
        parameters: choice.parameters,
        ...(choice.sport ? { sport: choice.sport } : {}),
      },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('toasts.evaluateError'),
            description: getErrorMessage(error),
          }),
      },
    );
  };

  const result = test.data;
  const comparison = result ? compareFigures(result.tested, result.current) : [];

  return (
    <div className="flex flex-col gap-6">
      <TabHeading title={t('tab')} subtitle={t('subtitle')} />
      <SectionCard title={t('form.title')}>
        {config.isPending ? (
          <PageLoading />
        ) : config.isError ? (
          <InlineError message={t('configError', { message: getErrorMessage(config.error) })} />
        ) : (
          <FormulaForm
            config={config.data}
            isTesting={test.isPending}
            isEvaluating={evaluate.isPending}
            onTest={onTest}
            onEvaluate={onEvaluate}
          />
        )}
      </SectionCard>
      {result ? (
        <div className="flex flex-col gap-4" data-testid="test-formula-results">
          <SourcesNote result={result} />
          <div className="grid gap-4 lg:grid-cols-2">
            <FiguresCard
              side="tested"
              figures={result.tested}
              formula={result.formula}
              comparison={comparison}
              testId="test-formula-result-tested"
            />
            <FiguresCard
              side="current"
              figures={result.current}
              formula={result.currentFormula}
              comparison={comparison}
              testId="test-formula-result-current"
            />
          </div>
          <SectionCard title={t('results.chartTitle')}>
            <CompareChart tested={result.tested.curve} current={result.current.curve} />
          </SectionCard>
        </div>
      ) : null}
      {evaluate.data ? <EvaluationCard key={evaluate.data.id} evaluation={evaluate.data} /> : null}
    </div>
  );
}
