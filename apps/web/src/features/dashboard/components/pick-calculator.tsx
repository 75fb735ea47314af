import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { formatDecimal, formatMoney, formatPercent } from '@/lib/format';
import {
  CALCULATOR_DEFAULTS,
  type CalculatorField,
  type CalculatorInput,
  calculatePickStake,
} from '../lib/pick-calculator';

const FIELDS = [
  { field: 'bankroll', label: 'bankroll', inputMode: 'decimal' },
  // Text: phone keypads in decimal mode have no minus sign, and American odds need one.
  { field: 'americanOdds', label: 'odds', inputMode: 'text' },
  { field: 'edgePercent', label: 'edge', inputMode: 'decimal' },
  { field: 'kellyFraction', label: 'fraction', inputMode: 'decimal' },
] as const satisfies readonly { field: CalculatorField; label: string; inputMode: string }[];

/** Fractional Kelly on four inputs, with the net-odds formula and why it is used. */
export function PickCalculator() {
  const { t } = useTranslation('dashboard');
  const [input, setInput] = useState<CalculatorInput>(CALCULATOR_DEFAULTS);
  const result = calculatePickStake(input);
  return (
    <div data-testid="pick-calculator" className="grid gap-4">
      <h3 className="inline-flex items-center gap-2 font-semibold text-ink">
        <Calculator aria-hidden="true" className="size-4 text-edge" />
        {t('calculator.title')}
      </h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIELDS.map(({ field, label, inputMode }) => (
          <TextField
            key={field}
            label={t(`calculator.${label}`)}
            inputMode={inputMode}
            autoComplete="off"
            value={input[field]}
            onChange={(event) => setInput((current) => ({ ...current, [field]: event.target.value }))}
            error={!result.ok && result.field === field ? t(`calculator.invalid.${field}`) : undefined}
          />
        ))}
      </div>
      {result.ok ? (
        <div className="grid gap-3 rounded-xl border border-edge/30 bg-edge/5 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-ink-muted text-sm">{t('calculator.stake')}</span>
            <output data-testid="calculator-stake" className="font-bold text-3xl text-edge tabular">
              {formatMoney(result.stake)}
            </output>
          </div>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <Row label={t('calculator.decimalOdds')} value={formatDecimal(result.decimalOdds, 3)} />
            <Row label={t('calculator.probability')} value={formatPercent(result.probability)} />
            <Row label={t('calculator.fullKelly')} value={formatPercent(result.fullKelly)} />
          </dl>
        </div>
      ) : null}
      <p className="font-mono text-ink text-xs sm:text-sm">{t('calculator.formula')}</p>
      {result.ok ? (
        <p data-testid="calculator-help" className="text-ink-muted text-sm leading-relaxed">
          {t('calculator.help', { stake: formatMoney(result.edgeOverOddsStake) })}
        </p>
      ) : null}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 sm:block">
      <dt className="text-ink-subtle text-xs">{label}</dt>
      <dd className="font-semibold text-ink tabular">{value}</dd>
    </div>
  );
}
