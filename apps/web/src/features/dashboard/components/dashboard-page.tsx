import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <PageHeader
      className="flex-1"
      icon={LayoutDashboard}
      title={t('page.title')}
      subtitle={t('page.subtitle')}
    />
  );
}
