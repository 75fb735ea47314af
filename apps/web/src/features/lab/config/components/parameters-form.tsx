import {
  type AdminConfig,
  DevigMethodSchema,
  MAX_ADDITIONAL_CONDITIONS_LENGTH,
  TierModeSchema,
} from '@arcade/contracts';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { inputStyles, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { currentLanguage } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { useSaveConfig } from '../api/config-api';
import { type ConfigFormValues, formValuesOf, ParametersFormSchema } from '../lib/config-form';

type NumberField = Exclude<keyof ConfigFormValues, 'devigMethod' | 'tierMode' | 'additionalConditions'>;

/** How a field is typed: the unit beside it and the kind of keyboard. */
const FIELDS: Record<NumberField, { unit: '%' | ''; testId?: string }> = {
  edgeThresholdPercent: { unit: '%', testId: 'config-edge-threshold' },
  maxStakePercent: { unit: '%', testId: 'config-max-stake' },
  minProbabilityPercent: { unit: '%', testId: 'config-min-probability' },
  kellyFraction: { unit: '', testId: 'config-kelly-fraction' },
  minOdds: { unit: '', testId: 'config-min-odds' },
  maxOdds: { unit: '', testId: 'config-max-odds' },
  maxPicksPerEvent: { unit: '', testId: 'config-max-picks' },
  diamanteEdgePercent: { unit: '%' },
  diamanteAgreementPercent: { unit: '%' },
  platinumEdgePercent: { unit: '%' },
  exclusivoEdgePercent: { unit: '%' },
};

/**
 * The pick parameters: percents shown as percents and sent as fractions, odds as decimals; a field
 * that is not a number is named under itself and nothing is sent. The admin panel saves with PATCH;
 * the laboratory with POST and its full configuration, the saved formula included unchanged.
 */
export function ParametersForm({ config, mode }: { config: AdminConfig; mode: 'admin' | 'lab' }) {
  const { t } = useTranslation('labConfig');
  const errorText = useFieldErrorText();
  const form = useZodForm(ParametersFormSchema, { defaultValues: formValuesOf(config, currentLanguage()) });
  const tierMode = useWatch({ control: form.control, name: 'tierMode' });
  const save = useSaveConfig();
  const conditionsId = useId();

  const field = (key: NumberField) => (
    <TextField
      key={key}
      data-testid={FIELDS[key].testId}
      label={t(`params.${key}.label`)}
      title={t(`params.${key}.hint`)}
      labelAside={
        FIELDS[key].unit ? <span className="text-ink-subtle text-xs">{FIELDS[key].unit}</span> : undefined
      }
      inputMode={key === 'maxPicksPerEvent' ? 'numeric' : 'decimal'}
      autoComplete="off"
      error={errorText(form.formState.errors[key])}
      {...form.register(key)}
    />
  );

  const onSubmit = form.handleSubmit((patch) => {
    const request =
      mode === 'admin'
        ? ({ method: 'PATCH', body: patch } as const)
        : ({ method: 'POST', body: { ...patch, pickFormula: config.pickFormula } } as const);
    save.mutate(request, {
      onSuccess: (saved) => {
        form.reset(formValuesOf(saved, currentLanguage()));
        toast({ title: t('save.done') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('save.error'),
          description: getErrorMessage(error),
        }),
    });
  });

  return (
    <SectionCard title={t('params.title')} subtitle={t('params.subtitle')} titleId="config-params-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium text-ink-muted text-xs uppercase tracking-wide">
            {t('params.rules')}
          </legend>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {field('edgeThresholdPercent')}
            {field('minProbabilityPercent')}
            {field('minOdds')}
            {field('maxOdds')}
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium text-ink-muted text-xs uppercase tracking-wide">
            {t('params.staking')}
          </legend>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {field('kellyFraction')}
            {field('maxStakePercent')}
            {field('maxPicksPerEvent')}
            <SelectField
              label={t('params.devigMethod.label')}
              title={t('params.devigMethod.hint')}
              options={DevigMethodSchema.options.map((method) => ({
                value: method,
                label: t(`params.devigMethods.${method}`),
              }))}
              {...form.register('devigMethod')}
            />
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium text-ink-muted text-xs uppercase tracking-wide">
            {t('params.tiers')}
          </legend>
          <div className="grid gap-4 lg:grid-cols-4">
            <SelectField
              className="lg:col-span-2"
              data-testid="config-tier-mode"
              label={t('params.tierMode.label')}
              title={t('params.tierMode.hint')}
              options={TierModeSchema.options.map((value) => ({
                value,
                label: t(`params.tierModes.${value}`),
              }))}
              {...form.register('tierMode')}
            />
            <p
              data-testid="config-tier-mode-hint"
              className="self-end text-ink-muted text-xs leading-relaxed lg:col-span-2"
            >
              {t(tierMode === 'rank' ? 'params.tierModeHints.rank' : 'params.tierModeHints.fixed')}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {field('diamanteEdgePercent')}
            {field('diamanteAgreementPercent')}
            {field('platinumEdgePercent')}
            {field('exclusivoEdgePercent')}
          </div>
          <p className="text-ink-subtle text-xs">{t('params.tiersHint')}</p>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={conditionsId} className="font-medium text-ink text-sm">
            {t('params.additionalConditions.label')}
          </label>
          <textarea
            id={conditionsId}
            data-testid="config-additional-conditions"
            rows={3}
            maxLength={MAX_ADDITIONAL_CONDITIONS_LENGTH}
            placeholder={t('params.additionalConditions.placeholder')}
            className={cn(
              inputStyles,
              'h-auto min-h-20 resize-y border-line-strong py-3 focus:border-edge/70',
            )}
            {...form.register('additionalConditions')}
          />
          <p className="text-ink-subtle text-xs">{t('params.additionalConditions.hint')}</p>
        </div>
        <div>
          <SubmitButton data-testid="config-save" isPending={save.isPending} pendingLabel={t('save.pending')}>
            <Save aria-hidden="true" />
            {t('save.label')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
