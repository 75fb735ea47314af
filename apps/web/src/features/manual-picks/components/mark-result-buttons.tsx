import type { AdminPick, PickResult } from '@arcade/contracts';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarkPickResult, useResultConfirmation } from '@/features/picks';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useMatchLabel } from '@/lib/use-match-label';

const RESULTS = [
  { result: 'win', icon: Check, style: 'border-edge/40 text-edge hover:bg-edge/10' },
  { result: 'loss', icon: X, style: 'border-danger/40 text-danger hover:bg-danger/10' },
  { result: 'push', icon: Minus, style: 'border-line-strong text-ink-muted hover:bg-surface-raised' },
] as const satisfies readonly { result: PickResult; icon: unknown; style: string }[];

/** Win / loss / push for a published pick without a result (PATCH …/result), each confirmed first. */
export function MarkResultButtons({ pick }: { pick: AdminPick }) {
  const { t } = useTranslation('picks');
  const markResult = useMarkPickResult();
  const match = useMatchLabel()(pick);
  function onMark(result: PickResult, source?: string) {
    markResult.mutate(
      { pickId: pick.id, result, ...(source ? { source } : {}) },
      {
        onSuccess: () =>
          toast({
            title: t('manualList.markedTitle'),
            description: t('manualList.markedText', { match, result: t(`results.${result}`) }),
          }),
        onError: (error) =>
          toast({
            title: t('manualList.markError'),
            description: getErrorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  }

  const confirmation = useResultConfirmation(async (_pick, result, source) => onMark(result, source));

  return (
    <div role="group" aria-label={t('manualList.markLabel', { match })} className="flex gap-1.5">
      {RESULTS.map(({ result, icon: Icon, style }) => (
        <button
          key={result}
          type="button"
          data-testid={`mark-${result}`}
          aria-label={t('manualList.markAs', { match, result: t(`results.${result}`) })}
          disabled={markResult.isPending}
          onClick={() => void confirmation.ask(pick, result)}
          className={cn(
            'inline-flex h-8 items-center gap-1 rounded-md border px-2.5 font-semibold text-xs transition-colors',
            'disabled:pointer-events-none disabled:opacity-50',
            style,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`results.${result}`)}
        </button>
      ))}
      {confirmation.dialog}
    </div>
  );
}
