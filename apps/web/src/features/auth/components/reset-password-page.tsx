import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PageHeader
      className="flex-1"
      icon={ShieldCheck}
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
    />
  );
}
