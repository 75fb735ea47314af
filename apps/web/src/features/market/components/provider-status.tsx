import type { ProviderStatus } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatShortDate } from '@/lib/format';

/** Under the title: when the market was last synced, which sports failed, and the credits left. */
export function ProviderStatusLine({ providers }: { providers: readonly ProviderStatus[] }) {
  const { t } = useTranslation(['admin', 'common']);
  const active = providers.filter((provider) => provider.isActive);
  if (active.length === 0) return null;
  const synced = active.flatMap((provider) => (provider.lastSyncAt ? [provider.lastSyncAt] : [])).sort();
  const failing = active.filter((provider) => provider.lastError);
  const credits = active.flatMap((provider) => (provider.quota ? [provider.quota.remaining] : []));
  const parts = [
    synced.length > 0
      ? t('admin:header.status.lastSync', { when: formatShortDate(synced.at(-1) as string) })
      : t('admin:header.status.neverSynced'),
    ...(credits.length > 0
      ? [
          t('admin:header.status.credits', {
            count: Math.min(...credits),
            formatted: formatInteger(Math.min(...credits)),
          }),
        ]
      : []),
  ];
  return (
    <p data-testid="provider-status" className="mt-1 flex flex-wrap gap-x-3 text-ink-muted text-xs">
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
      {failing.length > 0 ? (
        <span className="text-danger" title={failing.map((p) => `${p.sport}: ${p.lastError}`).join('\n')}>
          {t('admin:header.status.errors', {
            sports: failing.map((p) => t(`common:sports.${p.sport}`)).join(', '),
          })}
        </span>
      ) : null}
    </p>
  );
}
