import type { FieldErrors } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { isRequiredError } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { parseAmericanOdds } from '@/lib/odds-input';
import { useMatchLabel } from '@/lib/use-match-label';
import { toast } from '@/lib/use-toast';
import { useCreateManualPick } from '../api/create-manual-pick';
import { EMPTY_MANUAL_PICK, ManualPickFormSchema, type ManualPickFormValues } from '../lib/manual-pick-form';

// The toast for a filled field that cannot be sent, in the order the form shows them.
const INVALID_TOASTS = [
  ['oddsAmerican', 'manual.invalidOddsTitle', 'manual.invalidOddsText'],
  ['edgePercent', 'manual.invalidEdgeTitle', 'manual.invalidEdgeText'],
  ['stake', 'manual.invalidStakeTitle', 'manual.invalidStakeText'],
] as const;

/** State, validation and submission of the manual pick form (product.md §5). */
export function useManualPickForm() {
  const { t } = useTranslation('adminRecords');
  const matchLabel = useMatchLabel();
  const createPick = useCreateManualPick();
  const form = useZodForm(ManualPickFormSchema, { defaultValues: EMPTY_MANUAL_PICK });
  const oddsText = useWatch({ control: form.control, name: 'oddsAmerican' });

  // Every message is under its field; the toast says what kind of problem stops the send.
  const onInvalid = (errors: FieldErrors<ManualPickFormValues>) => {
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

  const onSubmit = form.handleSubmit(
    (payload) =>
      createPick.mutate(payload, {
        onSuccess: () => {
          toast({
            title: t('manual.createdTitle'),
            description: t('manual.createdText', {
              match: matchLabel(payload),
              status: t(`statuses.${payload.status ?? 'pending'}`),
            }),
          });
          form.reset(EMPTY_MANUAL_PICK);
        },
        onError: (error) => {
          toast({
            title: t('manual.createError'),
            description: getErrorMessage(error),
            variant: 'destructive',
          });
        },
      }),
    onInvalid,
  );

  return {
    form,
    decimalOdds: parseAmericanOdds(oddsText)?.decimal ?? null,
    reset: () => form.reset(EMPTY_MANUAL_PICK),
    onSubmit,
    isPending: createPick.isPending,
  };
}
