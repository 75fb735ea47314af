import { type Sport, SportSchema, type Strategy, StrategySchema } from '@arcade/contracts';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogShell } from '@/components/ui/dialog-shell';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { GenerationParams } from '../api/stream-generation';
import {
  clampPickCount,
  DEFAULT_BANKROLL,
  DEFAULT_PICK_COUNT,
  MAX_PICK_COUNT,
  MIN_PICK_COUNT,
  parseBankroll,
} from '../lib/generation';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGenerate: (params: GenerationParams) => void;
};

const SPORT_OPTIONS = ['all', ...SportSchema.options] as const;
const isSportOption = (value: string): value is Sport | 'all' =>
  (SPORT_OPTIONS as readonly string[]).includes(value);

/** Sport, count (1–50, default 10), strategy and bankroll; submitting starts the stream. */
export function GenerateDialog({ open, onOpenChange, onGenerate }: Props) {
  const { t } = useTranslation('admin');
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('generateDialog.title')}
      description={t('generateDialog.description')}
      size="md"
      testId="generate-dialog"
    >
      <GenerateForm
        onCancel={() => onOpenChange(false)}
        onGenerate={(params) => {
          onOpenChange(false);
          onGenerate(params);
        }}
      />
    </DialogShell>
  );
}

function GenerateForm({ onCancel, onGenerate }: { onCancel: () => void; onGenerate: Props['onGenerate'] }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [sport, setSport] = useState<Sport | 'all'>('all');
  const [pickCount, setPickCount] = useState(String(DEFAULT_PICK_COUNT));
  const [strategy, setStrategy] = useState<Strategy>('auto');
  const [bankroll, setBankroll] = useState(String(DEFAULT_BANKROLL));
  const bankrollValue = parseBankroll(bankroll);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (bankrollValue === null) return;
    const count = clampPickCount(pickCount);
    setPickCount(String(count));
    onGenerate({ sport, pickCount: count, strategy, bankroll: bankrollValue });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('generateDialog.sport')}
          value={sport}
          onChange={(event) => {
            if (isSportOption(event.target.value)) setSport(event.target.value);
          }}
          options={SPORT_OPTIONS.map((value) => ({
            value,
            label: value === 'all' ? t('generateDialog.allSports') : tc(`sports.${value}`),
          }))}
          data-testid="generate-sport"
        />
        <SelectField
          label={t('generateDialog.strategy')}
          value={strategy}
          onChange={(event) => setStrategy(StrategySchema.parse(event.target.value))}
          options={StrategySchema.options.map((value) => ({ value, label: t(`strategies.${value}`) }))}
          data-testid="generate-strategy"
        />
        <div className="grid content-start gap-1">
          <TextField
            type="number"
            inputMode="numeric"
            min={MIN_PICK_COUNT}
            max={MAX_PICK_COUNT}
            step={1}
            label={t('generateDialog.pickCount')}
            value={pickCount}
            onChange={(event) => setPickCount(event.target.value)}
            onBlur={() => setPickCount(String(clampPickCount(pickCount)))}
            data-testid="generate-count"
          />
          <p className="text-ink-subtle text-xs">{t('generateDialog.pickCountHint')}</p>
        </div>
        <div className="grid content-start gap-1">
          <TextField
            type="number"
            inputMode="decimal"
            min={1}
            label={t('generateDialog.bankroll')}
            value={bankroll}
            onChange={(event) => setBankroll(event.target.value)}
            error={bankrollValue === null ? t('generateDialog.bankrollInvalid') : undefined}
            data-testid="generate-bankroll"
          />
          {bankrollValue === null ? null : (
            <p className="text-ink-subtle text-xs">{t('generateDialog.bankrollHint')}</p>
          )}
        </div>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={bankrollValue === null} data-testid="generate-submit">
          <Sparkles aria-hidden="true" />
          {t('generateDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
