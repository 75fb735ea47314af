import { type ManualPick, MarketSchema, PickStatusSchema } from '@arcade/contracts';
import { PlusCircle } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OffFeedNote, PriceCheckNote } from '@/components/ui/price-check-note';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { SportEvent } from '@/features/events';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { formatDecimal } from '@/lib/format';
import { TIERS_HIGHEST_FIRST } from '@/lib/tiers';
import { useManualPickForm } from '../hooks/use-manual-pick-form';
import { type ManualPickFormValues, type Side, sidesOf } from '../lib/manual-pick-form';
import { ManualPickEventField } from './manual-pick-event-field';

type Form = UseFormReturn<ManualPickFormValues, unknown, ManualPick>;
type TextFieldName = 'selection' | 'line' | 'bookmaker' | 'oddsAmerican' | 'edgePercent' | 'stake';

/**
 * The manual pick form: the event the pick belongs to, what is picked, and its price at a named book
 * (American odds with their decimal computed, edge in percent, the stake as it will be shown).
 */
export function ManualPickForm() {
  const { t } = useTranslation(['picks', 'common']);
  const {
    form,
    events,
    isLoadingEvents,
    selectedEvent,
    decimalOdds,
    priceCheck,
    isOffFeed,
    reset,
    onSubmit,
    isPending,
  } = useManualPickForm();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const market = useWatch({ control: form.control, name: 'market' });

  const text = (field: TextFieldName, extra: { inputMode?: 'decimal'; testId?: string } = {}) => (
    <TextField
      label={t(`picks:manual.fields.${field === 'edgePercent' ? 'edge' : field}`)}
      placeholder={t(`picks:manual.placeholders.${field === 'edgePercent' ? 'edge' : field}`)}
      error={errorText(errors[field])}
      autoComplete="off"
      className="content-start"
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      {...(extra.testId ? { 'data-testid': extra.testId } : {})}
      {...form.register(field)}
    />
  );

  return (
    <SectionCard
      title={t('picks:manual.title')}
      subtitle={t('picks:manual.subtitle')}
      titleId="manual-pick-form-title"
    >
      <form
        data-testid="manual-pick-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid grid-cols-1 gap-6"
      >
        <ManualPickEventField
          form={form}
          events={events}
          isLoading={isLoadingEvents}
          selected={selectedEvent}
        />
        <fieldset className="grid min-w-0 grid-cols-1 gap-4 border-line border-t pt-5">
          <legend className="sr-only">{t('picks:manual.pickTitle')}</legend>
          <p aria-hidden="true" className="font-semibold text-ink text-sm">
            {t('picks:manual.pickTitle')}
          </p>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <SelectField
              label={t('picks:manual.fields.market')}
              options={MarketSchema.options.map((value) => ({
                value,
                label: t(`picks:markets.${value}`),
              }))}
              {...form.register('market', { onChange: () => form.setValue('selection', '') })}
            />
            <SelectionField form={form} event={selectedEvent} />
            {market === 'h2h' ? null : text('line', { inputMode: 'decimal' })}
            <SelectField
              label={t('picks:manual.fields.tier')}
              placeholder={t('picks:manual.placeholders.choose')}
              options={TIERS_HIGHEST_FIRST.map((tier) => ({ value: tier, label: t(`picks:tiers.${tier}`) }))}
              error={errorText(errors.tier)}
              {...form.register('tier')}
            />
            <SelectField
              label={t('picks:manual.fields.status')}
              options={PickStatusSchema.options.map((status) => ({
                value: status,
                label: t(`picks:statuses.${status}`),
              }))}
              {...form.register('status')}
            />
          </div>
        </fieldset>
        <fieldset className="grid min-w-0 grid-cols-1 gap-4 border-line border-t pt-5">
          <legend className="sr-only">{t('picks:manual.priceTitle')}</legend>
          <p aria-hidden="true" className="font-semibold text-ink text-sm">
            {t('picks:manual.priceTitle')}
          </p>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
            <div className="col-span-2 lg:col-span-1">
              {text('bookmaker', { testId: 'manual-bookmaker' })}
            </div>
            {text('oddsAmerican')}
            <TextField
              data-testid="manual-decimal-odds"
              label={t('picks:manual.fields.decimal')}
              value={decimalOdds === null ? '' : formatDecimal(decimalOdds, 2)}
              placeholder="—"
              title={t('picks:manual.decimalHint')}
              readOnly
              className="content-start [&_input]:border-dashed [&_input]:bg-surface-raised/60 [&_input]:font-semibold [&_input]:text-edge"
            />
            {text('edgePercent', { inputMode: 'decimal' })}
            {text('stake', { inputMode: 'decimal' })}
          </div>
          <p className="text-ink-subtle text-xs">{t('picks:manual.priceHint')}</p>
          {priceCheck ? <PriceCheckNote check={priceCheck} testId="manual-price-check" /> : null}
          {isOffFeed ? <OffFeedNote /> : null}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-line border-t pt-5 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={reset} disabled={isPending}>
            {t('picks:manual.reset')}
          </Button>
          <SubmitButton
            data-testid="manual-pick-submit"
            isPending={isPending}
            pendingLabel={t('picks:manual.submitting')}
          >
            <PlusCircle aria-hidden="true" />
            {t('picks:manual.submit')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}

/** A team's name (or "Elige primero un evento") needs the whole row on a phone's two columns. */
const SELECTION_SPAN = 'col-span-2 lg:col-span-1';

/**
 * On a feed event, the sides its market offers (its teams, the draw in soccer, over or under);
 * without one, the selection as typed.
 */
function SelectionField({ form, event }: { form: Form; event: SportEvent | undefined }) {
  const { t } = useTranslation('picks');
  const errorText = useFieldErrorText();
  const [source, market] = useWatch({ control: form.control, name: ['source', 'market'] });
  const error = errorText(form.formState.errors.selection);
  if (source === 'custom') {
    return (
      <TextField
        label={t('manual.fields.selection')}
        placeholder={t('manual.placeholders.selection')}
        error={error}
        autoComplete="off"
        className={`content-start ${SELECTION_SPAN}`}
        {...form.register('selection')}
      />
    );
  }
  const sideLabel = (side: Side) =>
    side === 'home' && event
      ? event.homeTeam
      : side === 'away' && event
        ? event.awayTeam
        : t(`manual.sides.${side}`);
  return (
    <SelectField
      label={t('manual.fields.selection')}
      placeholder={event ? t('manual.placeholders.choose') : t('manual.placeholders.eventFirst')}
      options={
        event ? sidesOf(market, event.sport).map((side) => ({ value: side, label: sideLabel(side) })) : []
      }
      disabled={!event}
      error={error}
      className={SELECTION_SPAN}
      data-testid="manual-selection"
      {...form.register('selection')}
    />
  );
}
