import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';

/** `?mode=signup` opens the signup variant; the forms themselves arrive with the auth issue. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const isSignup = searchParams.get('mode') === 'signup';
  return isSignup ? (
    <PageHeader
      className="flex-1"
      icon={UserPlus}
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
    />
  ) : (
    <PageHeader className="flex-1" icon={LogIn} title={t('login.title')} subtitle={t('login.subtitle')} />
  );
}
