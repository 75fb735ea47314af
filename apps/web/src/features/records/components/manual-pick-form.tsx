import { MarketSchema, PickStatusSchema, SportSchema } from '@arcade/contracts';
import { PlusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formatDecimal } from '@/lib/format';
import { useManualPickForm } from '../hooks/use-manual-pick-form';
import { HISTORY_TIERS } from '../lib/history-stats';
import type { ManualPickFormValues } from '../lib/manual-pick-form';

type TextFieldName = 'homeTeam' | 'awayTeam' | 'selection' | 'oddsAmerican' | 'edgePercent' | 'stake';

/** The manual pick form: American odds with their decimal computed, edge in percent. */
export function ManualPickForm() {
  const { t } = useTranslation(['adminRecords', 'common']);
  const form = useManualPickForm();
  const required = t('adminRecords:manual.required');
  const errorFor = (field: keyof ManualPickFormValues) => (form.isInvalid(field) ? required : undefined);

  const text = (
    field: TextFieldName,
    label: string,
    placeholder: string,
    extra: { inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      name={field}
      label={label}
      placeholder={placeholder}
      value={form.values[field]}
      onChange={(event) => form.setField(field, event.target.value)}
      error={errorFor(field)}
      autoComplete="off"
      className="content-start"
      {...extra}
    />
  );

  return (
    <SectionCard
      title={t('adminRecords:manual.title')}
      subtitle={t('adminRecords:manual.subtitle')}
      titleId="manual-pick-form-title"
    >
      <form data-testid="manual-pick-form" noValidate onSubmit={form.onSubmit} className="grid gap-5">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <SelectField
            name="tier"
            label={t('adminRecords:manual.fields.tier')}
            placeholder={t('adminRecords:manual.placeholders.choose')}
            options={HISTORY_TIERS.map((tier) => ({ value: tier, label: t(`adminRecords:tiers.${tier}`) }))}
            value={form.values.tier}
            onChange={(event) => form.setField('tier', event.target.value as ManualPickFormValues['tier'])}
            error={errorFor('tier')}
          />
          <SelectField
            name="sport"
            label={t('adminRecords:manual.fields.sport')}
            placeholder={t('adminRecords:manual.placeholders.choose')}
            options={SportSchema.options.map((sport) => ({
              value: sport,
              label: t(`common:sports.${sport}`),
            }))}
            value={form.values.sport}
            onChange={(event) => form.setField('sport', event.target.value as ManualPickFormValues['sport'])}
            error={errorFor('sport')}
          />
          <SelectField
            name="market"
            label={t('adminRecords:manual.fields.market')}
            options={MarketSchema.options.map((market) => ({
              value: market,
              label: t(`adminRecords:markets.${market}`),
            }))}
            value={form.values.market}
            onChange={(event) =>
              form.setField('market', event.target.value as ManualPickFormValues['market'])
            }
          />
          <SelectField
            name="status"
            label={t('adminRecords:manual.fields.status')}
            options={PickStatusSchema.options.map((status) => ({
              value: status,
              label: t(`adminRecords:statuses.${status}`),
            }))}
            value={form.values.status}
            onChange={(event) =>
              form.setField('status', event.target.value as ManualPickFormValues['status'])
            }
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
            value={form.decimalOdds === null ? '' : formatDecimal(form.decimalOdds, 2)}
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
          <Button variant="ghost" onClick={form.reset} disabled={form.isPending}>
            {t('adminRecords:manual.reset')}
          </Button>
          <SubmitButton
            data-testid="manual-pick-submit"
            isPending={form.isPending}
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
