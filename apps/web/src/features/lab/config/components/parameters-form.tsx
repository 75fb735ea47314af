import { type AdminConfig, DevigMethodSchema, TierModeSchema } from '@arcade/contracts';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { inputStyles, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { useSaveConfig } from '../api/config-api';
import { type ConfigFormValues, formValuesOf, parametersPatchOf } from '../lib/config-form';

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
 * The pick parameters: percents shown as percents and sent as
 * fractions, odds as decimals. The admin panel saves with PATCH; the laboratory with POST and its
 * full configuration, the saved formula included unchanged.
 */
export function ParametersForm({ config, mode }: { config: AdminConfig; mode: 'admin' | 'lab' }) {
  const { t } = useTranslation('labConfig');
  const [values, setValues] = useState<ConfigFormValues>(() => formValuesOf(config, currentLanguage()));
  const [invalid, setInvalid] = useState<(keyof ConfigFormValues)[]>([]);
  const save = useSaveConfig();
  const conditionsId = useId();

  const set = (key: keyof ConfigFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

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
      value={values[key]}
      error={invalid.includes(key) ? t('params.notANumber') : undefined}
      onChange={(event) => set(key)(event.target.value)}
    />
  );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parametersPatchOf(values);
    if (!parsed.ok) {
      setInvalid(parsed.invalid);
      return;
    }
    setInvalid([]);
    const request =
      mode === 'admin'
        ? ({ method: 'PATCH', body: parsed.patch } as const)
        : ({ method: 'POST', body: { ...parsed.patch, pickFormula: config.pickFormula } } as const);
    save.mutate(request, {
      onSuccess: (saved) => {
        setValues(formValuesOf(saved, currentLanguage()));
        toast({ title: t('save.done') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('save.error'),
          description: getErrorMessage(error),
        }),
    });
  };

  return (
    <SectionCard title={t('params.title')} subtitle={t('params.subtitle')} titleId="config-params-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
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
              value={values.devigMethod}
              onChange={(event) =>
                setValues((v) => ({ ...v, devigMethod: DevigMethodSchema.parse(event.target.value) }))
              }
              options={DevigMethodSchema.options.map((method) => ({
                value: method,
                label: t(`params.devigMethods.${method}`),
              }))}
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
              value={values.tierMode}
              onChange={(event) =>
                setValues((v) => ({ ...v, tierMode: TierModeSchema.parse(event.target.value) }))
              }
              options={TierModeSchema.options.map((tierMode) => ({
                value: tierMode,
                label: t(`params.tierModes.${tierMode}`),
              }))}
            />
            <p
              data-testid="config-tier-mode-hint"
              className="self-end text-ink-muted text-xs leading-relaxed lg:col-span-2"
            >
              {t(values.tierMode === 'rank' ? 'params.tierModeHints.rank' : 'params.tierModeHints.fixed')}
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
            maxLength={4000}
            value={values.additionalConditions}
            placeholder={t('params.additionalConditions.placeholder')}
            onChange={(event) => set('additionalConditions')(event.target.value)}
            className={cn(
              inputStyles,
              'h-auto min-h-20 resize-y border-line-strong py-3 focus:border-edge/70',
            )}
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
