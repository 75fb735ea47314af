import { type AdminConfig, type FormulaParameters, SportSchema } from '@arcade/contracts';
import { FlaskConical, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { inputStyles, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { type FormulaChoice, FormulaFormSchema, formulaFormValuesOf } from '../lib/formula-form';

type FormulaFormProps = {
  config: AdminConfig;
  isTesting: boolean;
  isEvaluating: boolean;
  onTest: (choice: FormulaChoice) => void;
  onEvaluate: (choice: FormulaChoice) => void;
};

/** The parameter fields in the order shown, with their labels. */
const PARAMETERS = [
  ['edgeThreshold', 'form.edgeThreshold'],
  ['minOdds', 'form.minOdds'],
  ['minProbability', 'form.minProbability'],
  ['kellyFraction', 'form.kellyFraction'],
] as const satisfies readonly (readonly [keyof FormulaParameters, string])[];

/** The formula (defaults to the saved one), the four parameters and the sport; Probar and Evaluar. */
export function FormulaForm({ config, isTesting, isEvaluating, onTest, onEvaluate }: FormulaFormProps) {
  const { t } = useTranslation(['labFormulas', 'common']);
  const errorText = useFieldErrorText();
  const form = useZodForm(FormulaFormSchema, { defaultValues: formulaFormValuesOf(config) });
  const test = form.handleSubmit(onTest);
  const evaluate = form.handleSubmit(onEvaluate);

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void test(event)}>
      <div className="grid gap-1.5">
        <label htmlFor="test-formula-input" className="font-medium text-ink text-sm">
          {t('form.formula')}
        </label>
        <textarea
          id="test-formula-input"
          data-testid="test-formula-input"
          rows={3}
          spellCheck={false}
          aria-describedby="test-formula-hint"
          className={cn(
            inputStyles,
            'h-auto min-h-24 border-line-strong py-2.5 font-mono text-sm focus:border-edge/70',
          )}
          {...form.register('formula')}
        />
        <p id="test-formula-hint" className="text-ink-subtle text-xs">
          {t('form.formulaHint')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {PARAMETERS.map(([key, label]) => (
          <TextField
            key={key}
            label={t(label)}
            inputMode="decimal"
            error={errorText(form.formState.errors[key])}
            {...form.register(key)}
          />
        ))}
        <SelectField
          className="col-span-2 lg:col-span-1"
          label={t('form.sport')}
          options={[
            { value: '', label: t('form.allSports') },
            ...SportSchema.options.map((s) => ({ value: s, label: t(`common:sports.${s}`) })),
          ]}
          {...form.register('sport')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isTesting} data-testid="test-formula-run">
          <FlaskConical aria-hidden />
          {t(isTesting ? 'form.running' : 'form.run')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={isEvaluating}
          onClick={() => void evaluate()}
          data-testid="evaluate-formula-run"
        >
          <Sparkles aria-hidden />
          {t(isEvaluating ? 'form.evaluating' : 'form.evaluate')}
        </Button>
      </div>
    </form>
  );
}
