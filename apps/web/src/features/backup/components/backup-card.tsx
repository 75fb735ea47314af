import { BACKUP_PATH } from '@arcade/contracts';
import { DatabaseBackup, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { getErrorMessage, reasonMessage } from '@/lib/error-message';
import { type DatabaseMode, useDatabaseMode } from '../api/get-database-mode';

const codeStyle =
  'block w-fit max-w-full break-all rounded-md bg-surface-raised/60 px-2 py-1 font-mono text-ink text-xs sm:break-normal';

function EmbeddedBackup() {
  const { t } = useTranslation('backup');
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid max-w-2xl gap-3 text-ink-muted text-sm">
        <p>{t('embedded.text')}</p>
        <div className="grid gap-1.5">
          <span>{t('embedded.restoreLabel')}</span>
          <code className={codeStyle}>{t('embedded.restoreCommand')}</code>
        </div>
      </div>
      {/* A plain link: the browser streams the file to disk with the session cookie (same origin). */}
      <a
        data-testid="backup-download"
        href={BACKUP_PATH}
        download
        className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        <Download aria-hidden="true" />
        {t('download')}
      </a>
    </div>
  );
}

function PostgresBackup() {
  const { t } = useTranslation('backup');
  return (
    <div data-testid="backup-postgres" className="grid max-w-2xl gap-3 text-ink-muted text-sm">
      <p>{reasonMessage('backup_embedded_only')}</p>
      <code className={codeStyle}>{t('postgres.command')}</code>
    </div>
  );
}

function Body({ mode }: { mode: DatabaseMode }) {
  return mode === 'pglite' ? <EmbeddedBackup /> : <PostgresBackup />;
}

/** The database backup: the download on the embedded database, the way to do it on PostgreSQL. */
export function BackupCard() {
  const { t } = useTranslation('backup');
  const { data: mode, error, isPending, refetch } = useDatabaseMode();
  return (
    <SectionCard title={t('title')} subtitle={t('subtitle')} titleId="admin-backup-title">
      <div data-testid="backup-card" className="flex items-start gap-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge sm:inline-flex">
          <DatabaseBackup aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          {isPending ? (
            <p role="status" className="text-ink-muted text-sm">
              {t('loading')}
            </p>
          ) : error ? (
            <InlineError
              message={t('loadError', { message: getErrorMessage(error) })}
              onRetry={() => void refetch()}
            />
          ) : (
            <Body mode={mode} />
          )}
        </div>
      </div>
    </SectionCard>
  );
}
