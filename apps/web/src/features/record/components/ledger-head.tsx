import { Fingerprint, ShieldCheck, Terminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { useHydrated } from '@/lib/use-hydrated';
import { LEDGER_PATH, useLedgerHead } from '../api/get-ledger-head';

// The page is prerendered without an address: its first render in the browser must match that.
const useOrigin = () => (useHydrated() ? window.location.origin : '');

/**
 * The record's ledger head (#seq and the first 12 hex of its hash) and how anyone checks it: the
 * same head is printed in every publication email, so readers hold copies a rewrite could not match.
 */
export function LedgerHead() {
  const { t } = useTranslation('record');
  const head = useLedgerHead();
  const origin = useOrigin();
  const command = t('ledger.command', { url: origin });

  return (
    <section
      data-testid="ledger-head"
      aria-labelledby="ledger-head-title"
      className="grid gap-5 rounded-2xl border border-edge/25 bg-gradient-to-br from-edge/[0.07] via-surface to-surface p-5 sm:p-6 lg:grid-cols-[1.1fr_1fr]"
    >
      <div className="grid content-start gap-3">
        <p className="inline-flex w-fit items-center gap-2 font-medium text-edge text-xs uppercase tracking-wider">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('ledger.eyebrow')}
        </p>
        <h2 id="ledger-head-title" className="text-balance font-semibold text-ink text-xl">
          {t('ledger.title')}
        </h2>
        <p className="text-ink-muted text-sm leading-relaxed">{t('ledger.text')}</p>
        <div className="rounded-xl border border-line-strong bg-canvas/60 p-4">
          <p className="text-ink-subtle text-xs">{t('ledger.headLabel')}</p>
          {head.error ? (
            <p className="mt-1 text-danger text-sm">
              {t('ledger.error')} {getErrorMessage(head.error)}
            </p>
          ) : head.data ? (
            head.data.seq === 0 ? (
              <p className="mt-1 text-ink-muted text-sm">{t('ledger.empty')}</p>
            ) : (
              <>
                <p className="mt-1 flex items-center gap-2 font-mono font-semibold text-ink text-lg tracking-tight sm:text-xl">
                  <Fingerprint aria-hidden="true" className="size-5 shrink-0 text-edge" />
                  <span data-testid="ledger-head-value" className="break-all">
                    {t('ledger.head', { seq: head.data.seq, hash: head.data.hash.slice(0, 12) })}
                  </span>
                </p>
                <p className="mt-1 text-ink-subtle text-xs">
                  {t('ledger.entries', { count: head.data.seq })}
                </p>
              </>
            )
          ) : (
            <p className="mt-2 h-6 w-48 animate-pulse rounded bg-surface-raised" aria-hidden="true" />
          )}
        </div>
      </div>
      <div className="grid content-start gap-3 rounded-xl border border-line bg-surface/70 p-4">
        <h3 className="flex items-center gap-2 font-semibold text-ink text-sm">
          <Terminal aria-hidden="true" className="size-4 text-ink-muted" />
          {t('ledger.howTitle')}
        </h3>
        <p className="text-ink-muted text-sm leading-relaxed">{t('ledger.how')}</p>
        <pre className="overflow-x-auto rounded-lg border border-line-strong bg-canvas px-3 py-2.5 font-mono text-edge text-xs sm:text-sm">
          <code data-testid="ledger-command">{command}</code>
        </pre>
        <p className="text-ink-subtle text-xs leading-relaxed">{t('ledger.howNote')}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a href={LEDGER_PATH} className="font-medium text-edge hover:underline">
            {t('ledger.json')}
          </a>
          <a href={`${LEDGER_PATH}/verify`} className="font-medium text-edge hover:underline">
            {t('ledger.verify')}
          </a>
        </p>
      </div>
    </section>
  );
}
