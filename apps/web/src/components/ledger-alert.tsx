import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEDGER_VERIFY_PATH, useLedgerVerify } from '@/lib/ledger-verify';

/**
 * Says so when the server's own verification of the record fails, naming the first entry that breaks
 * the chain and how many picks differ from what the ledger says of them, until it verifies again. Nothing
 * while it verifies, or while the check has not answered (the sent page has no banner to take over).
 */
export function LedgerAlert() {
  const { t } = useTranslation('common');
  const { data } = useLedgerVerify();
  if (!data || data.ok) return null;
  return (
    <div
      role="alert"
      data-testid="ledger-alert"
      className="flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 sm:p-5"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-semibold text-ink">{t('ledgerAlert.title')}</p>
        <p className="text-ink-muted leading-relaxed">
          {[
            data.firstBadSeq === null ? null : t('ledgerAlert.firstBad', { seq: data.firstBadSeq }),
            data.mismatches.length === 0
              ? null
              : t('ledgerAlert.mismatches', { count: data.mismatches.length }),
            t('ledgerAlert.until'),
          ]
            .filter((sentence) => sentence !== null)
            .join(' ')}
        </p>
        <a href={LEDGER_VERIFY_PATH} className="w-fit font-medium text-danger hover:underline">
          {t('ledgerAlert.details')}
        </a>
      </div>
    </div>
  );
}
