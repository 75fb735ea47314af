import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useCreateManualPick } from '../api/create-manual-pick';
import {
  EMPTY_MANUAL_PICK,
  type ManualPickFormValues,
  decimalFromInput,
  toManualPickPayload,
} from '../lib/manual-pick-form';

type Field = keyof ManualPickFormValues;

const INVALID_FIELD = {
  invalidOdds: 'oddsAmerican',
  invalidEdge: 'edgePercent',
  invalidStake: 'stake',
} as const;
const INVALID_TEXT = {
  invalidOdds: ['manual.invalidOddsTitle', 'manual.invalidOddsText'],
  invalidEdge: ['manual.invalidEdgeTitle', 'manual.invalidEdgeText'],
  invalidStake: ['manual.invalidStakeTitle', 'manual.invalidStakeText'],
} as const;

/** State, validation and submission of the manual pick form (product.md §5). */
export function useManualPickForm() {
  const { t } = useTranslation('adminRecords');
  const [values, setValues] = useState<ManualPickFormValues>(EMPTY_MANUAL_PICK);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const createPick = useCreateManualPick();

  function setField<K extends Field>(field: K, value: ManualPickFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  }

  function reset() {
    setValues(EMPTY_MANUAL_PICK);
    setInvalid(new Set());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toManualPickPayload(values);
    if (!result.ok) {
      if (result.reason === 'missingFields') {
        setInvalid(new Set(result.fields));
        toast({
          title: t('manual.missingTitle'),
          description: t('manual.missingText'),
          variant: 'destructive',
        });
      } else {
        setInvalid(new Set([INVALID_FIELD[result.reason]]));
        const [title, description] = INVALID_TEXT[result.reason];
        toast({ title: t(title), description: t(description), variant: 'destructive' });
      }
      return;
    }
    const { payload } = result;
    createPick.mutate(payload, {
      onSuccess: () => {
        toast({
          title: t('manual.createdTitle'),
          description: t('manual.createdText', {
            match: t('common.match', { home: payload.homeTeam, away: payload.awayTeam }),
            status: t(`statuses.${payload.status ?? 'pending'}`),
          }),
        });
        reset();
      },
      onError: (error) => {
        toast({
          title: t('manual.createError'),
          description: getErrorMessage(error),
          variant: 'destructive',
        });
      },
    });
  }

  return {
    values,
    setField,
    isInvalid: (field: Field) => invalid.has(field),
    decimalOdds: decimalFromInput(values.oddsAmerican),
    reset,
    onSubmit,
    isPending: createPick.isPending,
  };
}
