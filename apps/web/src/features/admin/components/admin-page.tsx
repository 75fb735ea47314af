import { ShieldHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="admin-page" className="flex flex-1 flex-col">
      <PageHeader
        className="flex-1"
        icon={ShieldHalf}
        title={t('page.title')}
        subtitle={t('page.subtitle')}
      />
    </div>
  );
}
