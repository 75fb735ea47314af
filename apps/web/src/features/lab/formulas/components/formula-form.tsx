import type { AdminConfig, FormulaParameters, Sport } from '@arcade/contracts';
import { FlaskConical, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { inputStyles, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

const SPORTS: Sport[] = ['soccer', 'nfl', 'baseball', 'nba', 'nhl'];

export type FormulaChoice = { formula: string; parameters: FormulaParameters; sport: Sport | undefined };

type FormulaFormProps = {
  config: AdminConfig;
  isTesting: boolean;
  isEvaluating: boolean;
  onTest: (choice: FormulaChoice) => void;
  onEvaluate: (choice: FormulaChoice) => void;
};

/** Percent on screen, fractions on the wire. */
const toPercent = (fraction: number) => String(Math.round(fraction * 10000) / 100);
const fromPercent = (text: string) => Number(text.replace(',', '.')) / 100;
const fromNumber = (text: string) => Number(text.replace(',', '.'));

/** The formula (defaults to the saved one), the four parameters and the sport; Probar and Evaluar. */
export function FormulaForm({ config, isTesting, isEvaluating, onTest, onEvaluate }: FormulaFormProps) {
  const { t } = useTranslation(['labFormulas', 'common']);
  const [formula, setFormula] = useState(config.pickFormula ?? '');
  const [edge, setEdge] = useState(toPercent(config.edgeThreshold));
  const [minOdds, setMinOdds] = useState(String(config.minOdds));
  const [minProbability, setMinProbability] = useState(toPercent(config.minProbability));
  const [kelly, setKelly] = useState(String(config.kellyFraction));
  const [sport, setSport] = useState<Sport | ''>('');

  const choice = (): FormulaChoice => ({
    formula,
    parameters: {
      edgeThreshold: fromPercent(edge),
      minOdds: fromNumber(minOdds),
      minProbability: fromPercent(minProbability),
      kellyFraction: fromNumber(kelly),
    },
    sport: sport === '' ? undefined : sport,
  });

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onTest(choice());
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor="test-formula-input" className="font-medium text-ink text-sm">
          {t('form.formula')}
        </label>
        <textarea
          id="test-formula-input"
          data-testid="test-formula-input"
          value={formula}
          onChange={(event) => setFormula(event.target.value)}
          rows={3}
          spellCheck={false}
          aria-describedby="test-formula-hint"
          className={cn(
            inputStyles,
            'h-auto min-h-24 border-line-strong py-2.5 font-mono text-sm focus:border-edge/70',
          )}
        />
        <p id="test-formula-hint" className="text-ink-subtle text-xs">
          {t('form.formulaHint')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <TextField
          label={t('form.edgeThreshold')}
          inputMode="decimal"
          value={edge}
          onChange={(e) => setEdge(e.target.value)}
        />
        <TextField
          label={t('form.minOdds')}
          inputMode="decimal"
          value={minOdds}
          onChange={(e) => setMinOdds(e.target.value)}
        />
        <TextField
          label={t('form.minProbability')}
          inputMode="decimal"
          value={minProbability}
          onChange={(e) => setMinProbability(e.target.value)}
        />
        <TextField
          label={t('form.kellyFraction')}
          inputMode="decimal"
          value={kelly}
          onChange={(e) => setKelly(e.target.value)}
        />
        <SelectField
          className="col-span-2 lg:col-span-1"
          label={t('form.sport')}
          value={sport}
          onChange={(event) => setSport(event.target.value as Sport | '')}
          options={[
            { value: '', label: t('form.allSports') },
            ...SPORTS.map((s) => ({ value: s, label: t(`common:sports.${s}`) })),
          ]}
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
          onClick={() => onEvaluate(choice())}
          data-testid="evaluate-formula-run"
        >
          <Sparkles aria-hidden />
          {t(isEvaluating ? 'form.evaluating' : 'form.evaluate')}
        </Button>
      </div>
    </form>
  );
}
