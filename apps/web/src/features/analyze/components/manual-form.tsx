import { type AnalyzeManualRequest, SportSchema } from '@arcade/contracts';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useEvents } from '@/features/events';
import { useZodForm } from '@/lib/form/use-zod-form';
import { MANUAL_FORM_DEFAULTS, ManualFormSchema, manualRequestOf } from '../lib/manual-form';
import { PickTypeField } from './pick-type-field';

/** Entrada Manual: sport, teams, pick type and optional American odds. */
export function ManualForm({
  isPending,
  onAnalyze,
}: {
  isPending: boolean;
  /** Null when a team is missing: the page says 'Completa los datos'. */
  onAnalyze: (request: AnalyzeManualRequest | null) => void;
}) {
  const { t } = useTranslation('analyze');
  const { t: tCommon } = useTranslation('common');
  const listId = useId();
  const events = useEvents();
  const form = useZodForm(ManualFormSchema, { defaultValues: MANUAL_FORM_DEFAULTS });
  const [sport, pickType] = useWatch({ control: form.control, name: ['sport', 'pickType'] });
  // Names the sport's upcoming games use, offered as the user types (the server matches aliases too).
  const teams = useMemo(
    () =>
      [
        ...new Set(
          (events.data ?? []).filter((e) => e.sport === sport).flatMap((e) => [e.homeTeam, e.awayTeam]),
        ),
      ].sort(),
    [events.data, sport],
  );

  const onSubmit = form.handleSubmit(
    (values) => onAnalyze(manualRequestOf(values)),
    // With invalid odds too, a missing team is still said by the page.
    () => {
      const { homeTeam, awayTeam } = form.getValues();
      if (!homeTeam.trim() || !awayTeam.trim()) onAnalyze(null);
    },
  );

  return (
    <SectionCard title={t('manual.title')} subtitle={t('manual.subtitle')}>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('manual.sport')}
            data-testid="analyze-manual-sport"
            options={SportSchema.options.map((value) => ({ value, label: tCommon(`sports.${value}`) }))}
            {...form.register('sport')}
          />
          <PickTypeField
            value={pickType}
            onChange={(value) => form.setValue('pickType', value)}
            testId="analyze-manual-type"
          />
          <TextField
            label={t('manual.home')}
            data-testid="analyze-manual-home"
            list={listId}
            autoComplete="off"
            placeholder={t('manual.teamPlaceholder')}
            {...form.register('homeTeam')}
          />
          <TextField
            label={t('manual.away')}
            data-testid="analyze-manual-away"
            list={listId}
            autoComplete="off"
            placeholder={t('manual.teamPlaceholder')}
            {...form.register('awayTeam')}
          />
          <div className="grid gap-1.5 sm:col-span-2 sm:max-w-sm">
            <TextField
              label={t('manual.odds')}
              data-testid="analyze-manual-odds"
              inputMode="numeric"
              placeholder={t('manual.oddsPlaceholder')}
              error={form.formState.errors.odds ? t('manual.oddsInvalid') : undefined}
              {...form.register('odds')}
            />
            <p className="text-ink-subtle text-xs">{t('manual.oddsHint')}</p>
          </div>
        </div>
        <datalist id={listId}>
          {teams.map((team) => (
            <option key={team} value={team} />
          ))}
        </datalist>
        <div className="flex justify-end">
          <SubmitButton
            isPending={isPending}
            pendingLabel={t('actions.analyzing')}
            data-testid="analyze-manual-submit"
            className="w-full sm:w-auto"
          >
            {t('actions.analyze')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
