import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/** The confirmation stays 2 seconds, then the login page opens. */
export const RESET_REDIRECT_MS = 2000;

export function ResetDone() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div data-testid="reset-done" role="status" className="flex flex-col items-center py-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-edge/15 text-edge ring-1 ring-edge/30">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 font-semibold text-ink text-xl">{t('reset.doneTitle')}</h2>
      <p className="mt-2 text-ink-muted text-sm">{t('reset.doneText')}</p>
      <Link to="/login" className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
        {t('reset.goToLogin')}
      </Link>
    </div>
  );
}
