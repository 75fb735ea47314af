import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useClearPicks } from '../api/clear-picks';

/** The header's Limpiar: confirm, clear the pending and approved picks, then say how many went and stayed. */
export function ClearPicksButton() {
  const { t } = useTranslation('admin');
  const [isClearOpen, setClearOpen] = useState(false);
  const clear = useClearPicks();

  const onClear = async () => {
    try {
      const { count, keptPublished, keptGraded } = await clear.mutateAsync();
      const kept = t('toasts.kept', { published: keptPublished, graded: keptGraded });
      toast({ title: t('clear.successTitle'), description: t('clear.successText', { count, kept }) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.deleteError'), description: getErrorMessage(error) });
    }
    setClearOpen(false);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setClearOpen(true)}
        className="border border-danger/30 px-2 text-danger hover:bg-danger/10 hover:text-danger sm:px-3.5"
      >
        <Trash2 aria-hidden="true" />
        {t('header.clear')}
      </Button>
      <ConfirmDialog
        open={isClearOpen}
        onOpenChange={setClearOpen}
        title={t('clear.confirmTitle')}
        description={t('clear.confirmText')}
        confirmLabel={t('clear.confirm')}
        onConfirm={() => void onClear()}
        isPending={clear.isPending}
      />
    </>
  );
}
