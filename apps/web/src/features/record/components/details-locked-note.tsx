import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/** What a visitor is missing on each row, and the free way to see it. */
export function DetailsLockedNote() {
  const { t } = useTranslation('record');
  return (
    <div
      data-testid="record-locked-note"
      className="flex flex-col gap-3 rounded-2xl border border-edge/25 bg-edge/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-edge" />
        <div>
          <p className="font-semibold text-ink text-sm">{t('locked.title')}</p>
          <p className="mt-0.5 text-ink-muted text-sm">{t('locked.text')}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to="/login" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          {t('locked.login')}
        </Link>
        <Link to="/login?mode=signup" className={buttonStyles({ size: 'sm' })}>
          {t('locked.signup')}
        </Link>
      </div>
    </div>
  );
}
