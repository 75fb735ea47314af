import {
  AmericanOddsInputSchema,
  type AnalyzeManualRequest,
  type PickType,
  type Sport,
  SportSchema,
} from '@arcade/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useEvents } from '@/features/events';
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
  const [sport, setSport] = useState<Sport>('nba');
  const [homeTeam, setHomeTeam] = useState('');
  const [awayTeam, setAwayTeam] = useState('');
  const [pickType, setPickType] = useState<PickType>('moneyline');
  const [odds, setOdds] = useState('');
  const [oddsError, setOddsError] = useState<string | undefined>();
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!homeTeam.trim() || !awayTeam.trim()) return onAnalyze(null);
    let parsedOdds: number | undefined;
    if (odds.trim()) {
      const parsed = AmericanOddsInputSchema.safeParse(Number(odds.trim().replace(/^\+/, '')));
      if (!parsed.success) return setOddsError(t('manual.oddsInvalid'));
      parsedOdds = parsed.data;
    }
    setOddsError(undefined);
    onAnalyze({
      sport,
      homeTeam: homeTeam.trim(),
      awayTeam: awayTeam.trim(),
      pickType,
      ...(parsedOdds === undefined ? {} : { odds: parsedOdds }),
    });
  };

  return (
    <SectionCard title={t('manual.title')} subtitle={t('manual.subtitle')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('manual.sport')}
            data-testid="analyze-manual-sport"
            value={sport}
            onChange={(e) => setSport(SportSchema.parse(e.target.value))}
            options={SportSchema.options.map((value) => ({ value, label: tCommon(`sports.${value}`) }))}
          />
          <PickTypeField value={pickType} onChange={setPickType} testId="analyze-manual-type" />
          <TextField
            label={t('manual.home')}
            data-testid="analyze-manual-home"
            value={homeTeam}
            list={listId}
            autoComplete="off"
            placeholder={t('manual.teamPlaceholder')}
            onChange={(e) => setHomeTeam(e.target.value)}
          />
          <TextField
            label={t('manual.away')}
            data-testid="analyze-manual-away"
            value={awayTeam}
            list={listId}
            autoComplete="off"
            placeholder={t('manual.teamPlaceholder')}
            onChange={(e) => setAwayTeam(e.target.value)}
          />
          <div className="grid gap-1.5 sm:col-span-2 sm:max-w-sm">
            <TextField
              label={t('manual.odds')}
              data-testid="analyze-manual-odds"
              inputMode="numeric"
              value={odds}
              placeholder={t('manual.oddsPlaceholder')}
              error={oddsError}
              onChange={(e) => setOdds(e.target.value)}
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
