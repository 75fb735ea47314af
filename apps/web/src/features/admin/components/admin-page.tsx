import { ShieldHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <PageHeader className="flex-1" icon={ShieldHalf} title={t('page.title')} subtitle={t('page.subtitle')} />
  );
}
