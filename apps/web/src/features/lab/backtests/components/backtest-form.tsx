import {
  type BacktestListResponse,
  type BacktestStartRequest,
  type Sport,
  SportSchema,
} from '@arcade/contracts';
import { Play } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { formatInteger, formatMediumDate } from '@/lib/format';
import { BacktestFormSchema, type BacktestFormValues } from '../lib/backtest-form';
import { defaultRange } from '../lib/form-defaults';

type BacktestFormProps = {
  list: BacktestListResponse;
  isRunning: boolean;
  isPending: boolean;
  error: string | null;
  onStart: (request: BacktestStartRequest) => void;
};

/** Sport, strategy (or the product's policy), date range and name of a new run. */
export function BacktestForm({ list, isRunning, isPending, error, onStart }: BacktestFormProps) {
  const { t } = useTranslation('labBacktests');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const errorText = useFieldErrorText();
  const firstStored = list.coverage[0]?.sport ?? 'nfl';
  const defaultValues: BacktestFormValues = {
    sport: firstStored,
    strategy: 'product',
    ...defaultRange(list.coverage, firstStored),
    name: '',
  };
  const form = useZodForm(BacktestFormSchema, { defaultValues });
  const sport = useWatch({ control: form.control, name: 'sport' });
  const coverage = list.coverage.find((c) => c.sport === sport);
  const applicable = list.strategies[sport] ?? [];
  const { errors } = form.formState;

  const strategyOptions = [
    { value: 'product', label: t('form.product') },
    { value: 'auto', label: tAdmin('strategies.auto') },
    ...applicable.filter((s) => s !== 'auto').map((s) => ({ value: s, label: tAdmin(`strategies.${s}`) })),
  ];
  // Another sport walks its own latest season, and keeps the strategy only where it applies.
  const onSportChange = (next: Sport) => {
    const range = defaultRange(list.coverage, next);
    form.setValue('from', range.from);
    form.setValue('to', range.to);
    const strategy = form.getValues('strategy');
    if (strategy !== 'product' && strategy !== 'auto' && !(list.strategies[next] ?? []).includes(strategy))
      form.setValue('strategy', 'product');
    if (form.formState.isSubmitted) void form.trigger(['from', 'to']);
  };
  const onSubmit = form.handleSubmit((values) => {
    // Without a name, the run is named in the admin's language (the list shows its dates beside it).
    const strategyLabel = strategyOptions.find((option) => option.value === values.strategy)?.label;
    onStart({
      sport: values.sport,
      strategy: values.strategy,
      from: values.from,
      to: values.to,
      stake: 'kelly',
      name: values.name || `${tCommon(`sports.${values.sport}`)} · ${strategyLabel ?? values.strategy}`,
    });
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('form.sport')}
          data-testid="backtest-sport"
          {...form.register('sport', { onChange: (e) => onSportChange(SportSchema.parse(e.target.value)) })}
          options={SportSchema.options.map((s) => ({ value: s, label: tCommon(`sports.${s}`) }))}
        />
        <SelectField
          label={t('form.strategy')}
          data-testid="backtest-strategy"
          {...form.register('strategy')}
          options={strategyOptions}
        />
        <TextField
          label={t('form.from')}
          type="date"
          data-testid="backtest-from"
          error={errorText(errors.from)}
          {...form.register('from')}
        />
        <TextField
          label={t('form.to')}
          type="date"
          data-testid="backtest-to"
          error={errorText(errors.to)}
          {...form.register('to')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          maxLength={120}
          error={errorText(errors.name)}
          {...form.register('name')}
        />
        <SubmitButton
          data-testid="backtest-start"
          isPending={isPending}
          pendingLabel={t('form.starting')}
          disabled={isRunning}
        >
          <Play aria-hidden="true" />
          {t('form.start')}
        </SubmitButton>
      </div>
      <p className="text-ink-subtle text-sm">
        {coverage
          ? t('form.coverage', {
              count: coverage.matches,
              matches: formatInteger(coverage.matches),
              from: formatMediumDate(coverage.from),
              to: formatMediumDate(coverage.to),
            })
          : t('form.noCoverage')}{' '}
        {isRunning ? t('form.busy') : t('form.walkForward')}
      </p>
      {error ? <InlineError message={error} /> : null}
    </form>
  );
}
