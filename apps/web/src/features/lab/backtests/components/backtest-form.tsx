import {
  type BacktestListResponse,
  type BacktestStartRequest,
  type BacktestStrategy,
  type Sport,
  SportSchema,
} from '@arcade/contracts';
import { Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formatInteger, formatMediumDate } from '@/lib/format';
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
  const firstStored = list.coverage[0]?.sport ?? 'nfl';
  const [sport, setSport] = useState<Sport>(firstStored);
  const [strategy, setStrategy] = useState<BacktestStrategy>('product');
  const [range, setRange] = useState(() => defaultRange(list.coverage, firstStored));
  const [name, setName] = useState('');
  const coverage = list.coverage.find((c) => c.sport === sport);
  const applicable = list.strategies[sport] ?? [];
  const isInverted = range.from !== '' && range.to !== '' && range.from >= range.to;

  const strategyOptions = [
    { value: 'product', label: t('form.product') },
    { value: 'auto', label: tAdmin('strategies.auto') },
    ...applicable.filter((s) => s !== 'auto').map((s) => ({ value: s, label: tAdmin(`strategies.${s}`) })),
  ];
  const onSportChange = (next: Sport) => {
    setSport(next);
    setRange(defaultRange(list.coverage, next));
    if (strategy !== 'product' && strategy !== 'auto' && !(list.strategies[next] ?? []).includes(strategy))
      setStrategy('product');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isInverted || !range.from || !range.to) return;
    // Without a name, the run is named in the admin's language (the list shows its dates beside it).
    const strategyLabel = strategyOptions.find((option) => option.value === strategy)?.label ?? strategy;
    onStart({
      sport,
      strategy,
      from: range.from,
      to: range.to,
      stake: 'kelly',
      name: name.trim() || `${tCommon(`sports.${sport}`)} · ${strategyLabel}`,
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('form.sport')}
          data-testid="backtest-sport"
          value={sport}
          onChange={(e) => onSportChange(SportSchema.parse(e.target.value))}
          options={SportSchema.options.map((s) => ({ value: s, label: tCommon(`sports.${s}`) }))}
        />
        <SelectField
          label={t('form.strategy')}
          data-testid="backtest-strategy"
          value={strategy}
          onChange={(e) => setStrategy(e.target.value as BacktestStrategy)}
          options={strategyOptions}
        />
        <TextField
          label={t('form.from')}
          type="date"
          data-testid="backtest-from"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          error={isInverted ? t('form.inverted') : undefined}
        />
        <TextField
          label={t('form.to')}
          type="date"
          data-testid="backtest-to"
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <SubmitButton
          data-testid="backtest-start"
          isPending={isPending}
          pendingLabel={t('form.starting')}
          disabled={isRunning || isInverted || !range.from || !range.to}
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
