import { useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEvents } from '@/features/events';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getErrorMessage } from '@/lib/error-message';
import { isRequiredError } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { parseAmericanOdds } from '@/lib/odds-input';
import { useMatchLabel } from '@/lib/use-match-label';
import { toast } from '@/lib/use-toast';
import { useCreateManualPick } from '../api/create-manual-pick';
import {
  EMPTY_MANUAL_PICK,
  ManualPickFormSchema,
  type ManualPickFormValues,
  priceCheckInput,
} from '../lib/manual-pick-form';
import { type ManualPriceInput, useManualPriceCheck } from '../api/get-manual-price-check';

/** How many upcoming events the form searches: the feed's next weeks, not only its first page. */
const EVENTS_SEARCHED = 500;

// The toast for a filled field that cannot be sent, in the order the form shows them.
const INVALID_TOASTS = [
  ['startsAt', 'manual.invalidStartTitle', 'manual.invalidStartText'],
  ['line', 'manual.invalidLineTitle', 'manual.invalidLineText'],
  ['oddsAmerican', 'manual.invalidOddsTitle', 'manual.invalidOddsText'],
  ['edgePercent', 'manual.invalidEdgeTitle', 'manual.invalidEdgeText'],
  ['stake', 'manual.invalidStakeTitle', 'manual.invalidStakeText'],
] as const;

/** State, validation and submission of the manual pick form: a pick on an event. */
export function useManualPickForm() {
  const { t } = useTranslation('picks');
  const matchLabel = useMatchLabel();
  const createPick = useCreateManualPick();
  const form = useZodForm(ManualPickFormSchema, { defaultValues: EMPTY_MANUAL_PICK });
  const [oddsText, source, eventId, market, selection, line] = useWatch({
    control: form.control,
    name: ['oddsAmerican', 'source', 'eventId', 'market', 'selection', 'line'],
  });
  const decimalOdds = parseAmericanOdds(oddsText)?.decimal ?? null;
  // The feed's check of the price, asked once the typing settles.
  const checkKey = JSON.stringify(priceCheckInput({ source, eventId, market, selection, line }, decimalOdds));
  const settledKey = useDebouncedValue(checkKey, 300);
  const checkInput = useMemo(() => JSON.parse(settledKey) as ManualPriceInput | null, [settledKey]);
  const priceCheck = useManualPriceCheck(checkInput);
  const events = useEvents(EVENTS_SEARCHED);
  const selectedEvent =
    source === 'feed' && eventId ? events.data?.find((event) => event.id === eventId) : undefined;

  // Every message is under its field; the toast says what kind of problem stops the send.
  const onInvalid = (errors: FieldErrors<ManualPickFormValues>) => {
    // Without its event a pick has nothing to belong to (nor sides to choose from): that comes first.
    if (errors.eventId) {
      toast({
        title: t('manual.missingTitle'),
        description: t('manual.chooseEventText'),
        variant: 'destructive',
      });
      return;
    }
    if (Object.values(errors).some((error) => isRequiredError(error))) {
      toast({
        title: t('manual.missingTitle'),
        description: t('manual.missingText'),
        variant: 'destructive',
      });
      return;
    }
    const invalid = INVALID_TOASTS.find(([field]) => errors[field]);
    if (invalid) toast({ title: t(invalid[1]), description: t(invalid[2]), variant: 'destructive' });
  };

  const onSubmit = form.handleSubmit((payload) => {
    const { sport, homeTeam, awayTeam } = payload;
    const teams = payload.eventId
      ? selectedEvent
      : sport && homeTeam && awayTeam
        ? { sport, homeTeam, awayTeam }
        : undefined;
    createPick.mutate(payload, {
      onSuccess: () => {
        toast({
          title: t('manual.createdTitle'),
          description: t('manual.createdText', {
            match: teams ? matchLabel(teams) : '',
            status: t(`statuses.${payload.status ?? 'pending'}`),
          }),
        });
        // The next pick starts empty, in the same kind of event as this one.
        form.reset({ ...EMPTY_MANUAL_PICK, source: payload.eventId ? 'feed' : 'custom' });
      },
      onError: (error) => {
        toast({
          title: t('manual.createError'),
          description: getErrorMessage(error),
          variant: 'destructive',
        });
      },
    });
  }, onInvalid);

  return {
    form,
    events: events.data ?? [],
    isLoadingEvents: events.isPending,
    selectedEvent,
    decimalOdds,
    /** The feed's check of the price on a feed event (null until it can be asked, and off the feed). */
    priceCheck: source !== 'feed' || checkInput === null ? null : (priceCheck.data ?? null),
    isOffFeed: source === 'custom',
    reset: () => form.reset(EMPTY_MANUAL_PICK),
    onSubmit,
    isPending: createPick.isPending,
  };
}
