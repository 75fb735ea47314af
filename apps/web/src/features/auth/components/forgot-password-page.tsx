import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PageHeader
      className="flex-1"
      icon={KeyRound}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
    />
  );
}
