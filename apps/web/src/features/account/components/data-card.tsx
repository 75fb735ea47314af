import { BellRing, Download, FileJson } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { ACCOUNT_EXPORT_PATH } from '../api/account-api';
import { AccountCard } from './account-card';

/** What the service holds about the person, as a file they keep; and where their alerts are set. */
export function DataCard() {
  const { t } = useTranslation('account');
  return (
    <AccountCard
      icon={FileJson}
      title={t('data.title')}
      description={t('data.description')}
      testId="account-data"
    >
      <div className="flex flex-wrap gap-2">
        <a
          href={ACCOUNT_EXPORT_PATH}
          download
          data-testid="account-export"
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" />
          {t('data.export')}
        </a>
        <Link
          to="/dashboard#alerts"
          data-testid="account-alerts-link"
          className={buttonStyles({ variant: 'ghost' })}
        >
          <BellRing aria-hidden="true" />
          {t('data.alerts')}
        </Link>
      </div>
      <p className="text-ink-subtle text-xs">{t('data.exportHint')}</p>
    </AccountCard>
  );
}
