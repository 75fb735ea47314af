import { StrategySchema } from '@arcade/contracts';
import { Sparkles } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogShell } from '@/components/ui/dialog-shell';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/form/use-zod-form';
import type { GenerationParams } from '../api/stream-generation';
import { GENERATE_FORM_DEFAULTS, GenerateFormSchema, SPORT_OPTIONS } from '../lib/generate-form';
import { clampPickCount, MAX_PICK_COUNT, MIN_PICK_COUNT } from '../lib/generation';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGenerate: (params: GenerationParams) => void;
};

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
  const form = useZodForm(GenerateFormSchema, { defaultValues: GENERATE_FORM_DEFAULTS });
  const bankrollError = form.formState.errors.bankroll ? t('generateDialog.bankrollInvalid') : undefined;

  const onSubmit = form.handleSubmit((params) => {
    form.setValue('pickCount', String(params.pickCount));
    onGenerate(params);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('generateDialog.sport')}
          options={SPORT_OPTIONS.map((value) => ({
            value,
            label: value === 'all' ? t('generateDialog.allSports') : tc(`sports.${value}`),
          }))}
          data-testid="generate-sport"
          {...form.register('sport')}
        />
        <SelectField
          label={t('generateDialog.strategy')}
          options={StrategySchema.options.map((value) => ({ value, label: t(`strategies.${value}`) }))}
          data-testid="generate-strategy"
          {...form.register('strategy')}
        />
        <div className="grid content-start gap-1">
          <TextField
            type="number"
            inputMode="numeric"
            min={MIN_PICK_COUNT}
            max={MAX_PICK_COUNT}
            step={1}
            label={t('generateDialog.pickCount')}
            data-testid="generate-count"
            {...form.register('pickCount', {
              onBlur: (event: FocusEvent<HTMLInputElement>) =>
                form.setValue('pickCount', String(clampPickCount(event.target.value))),
            })}
          />
          <p className="text-ink-subtle text-xs">{t('generateDialog.pickCountHint')}</p>
        </div>
        <div className="grid content-start gap-1">
          <TextField
            type="number"
            inputMode="decimal"
            min={1}
            label={t('generateDialog.bankroll')}
            error={bankrollError}
            data-testid="generate-bankroll"
            {...form.register('bankroll')}
          />
          {bankrollError ? null : (
            <p className="text-ink-subtle text-xs">{t('generateDialog.bankrollHint')}</p>
          )}
        </div>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" data-testid="generate-submit">
          <Sparkles aria-hidden="true" />
          {t('generateDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
