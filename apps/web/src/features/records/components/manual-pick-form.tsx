import { MarketSchema, PickStatusSchema, SportSchema } from '@arcade/contracts';
import { PlusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { formatDecimal } from '@/lib/format';
import { useManualPickForm } from '../hooks/use-manual-pick-form';
import { HISTORY_TIERS } from '../lib/history-stats';

type TextFieldName = 'homeTeam' | 'awayTeam' | 'selection' | 'oddsAmerican' | 'edgePercent' | 'stake';

/** The manual pick form: American odds with their decimal computed, edge in percent. */
export function ManualPickForm() {
  const { t } = useTranslation(['adminRecords', 'common']);
  const { form, decimalOdds, reset, onSubmit, isPending } = useManualPickForm();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;

  const text = (
    field: TextFieldName,
    label: string,
    placeholder: string,
    extra: { inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      label={label}
      placeholder={placeholder}
      error={errorText(errors[field])}
      autoComplete="off"
      className="content-start"
      {...extra}
      {...form.register(field)}
    />
  );

  return (
    <SectionCard
      title={t('adminRecords:manual.title')}
      subtitle={t('adminRecords:manual.subtitle')}
      titleId="manual-pick-form-title"
    >
      <form
        data-testid="manual-pick-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-5"
      >
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <SelectField
            label={t('adminRecords:manual.fields.tier')}
            placeholder={t('adminRecords:manual.placeholders.choose')}
            options={HISTORY_TIERS.map((tier) => ({ value: tier, label: t(`adminRecords:tiers.${tier}`) }))}
            error={errorText(errors.tier)}
            {...form.register('tier')}
          />
          <SelectField
            label={t('adminRecords:manual.fields.sport')}
            placeholder={t('adminRecords:manual.placeholders.choose')}
            options={SportSchema.options.map((sport) => ({
              value: sport,
              label: t(`common:sports.${sport}`),
            }))}
            error={errorText(errors.sport)}
            {...form.register('sport')}
          />
          <SelectField
            label={t('adminRecords:manual.fields.market')}
            options={MarketSchema.options.map((market) => ({
              value: market,
              label: t(`adminRecords:markets.${market}`),
            }))}
            {...form.register('market')}
          />
          <SelectField
            label={t('adminRecords:manual.fields.status')}
            options={PickStatusSchema.options.map((status) => ({
              value: status,
              label: t(`adminRecords:statuses.${status}`),
            }))}
            {...form.register('status')}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {text(
            'homeTeam',
            t('adminRecords:manual.fields.homeTeam'),
            t('adminRecords:manual.placeholders.homeTeam'),
          )}
          {text(
            'awayTeam',
            t('adminRecords:manual.fields.awayTeam'),
            t('adminRecords:manual.placeholders.awayTeam'),
          )}
          {text(
            'selection',
            t('adminRecords:manual.fields.selection'),
            t('adminRecords:manual.placeholders.selection'),
          )}
        </div>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {text(
            'oddsAmerican',
            t('adminRecords:manual.fields.oddsAmerican'),
            t('adminRecords:manual.placeholders.oddsAmerican'),
          )}
          <TextField
            data-testid="manual-decimal-odds"
            label={t('adminRecords:manual.fields.decimal')}
            value={decimalOdds === null ? '' : formatDecimal(decimalOdds, 2)}
            placeholder="—"
            title={t('adminRecords:manual.decimalHint')}
            readOnly
            className="content-start [&_input]:border-dashed [&_input]:bg-surface-raised/60 [&_input]:font-semibold [&_input]:text-edge"
          />
          {text(
            'edgePercent',
            t('adminRecords:manual.fields.edge'),
            t('adminRecords:manual.placeholders.edge'),
            {
              inputMode: 'decimal',
            },
          )}
          {text('stake', t('adminRecords:manual.fields.stake'), t('adminRecords:manual.placeholders.stake'), {
            inputMode: 'decimal',
          })}
        </div>
        <div className="flex flex-col-reverse gap-3 border-line border-t pt-5 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={reset} disabled={isPending}>
            {t('adminRecords:manual.reset')}
          </Button>
          <SubmitButton
            data-testid="manual-pick-submit"
            isPending={isPending}
            pendingLabel={t('adminRecords:manual.submitting')}
          >
            <PlusCircle aria-hidden="true" />
            {t('adminRecords:manual.submit')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
