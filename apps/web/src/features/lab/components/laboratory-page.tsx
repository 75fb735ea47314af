import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';

export function LaboratoryPage() {
  const { t } = useTranslation('lab');
  return (
    <PageHeader
      className="flex-1"
      icon={FlaskConical}
      title={t('page.title')}
      subtitle={t('page.subtitle')}
    />
  );
}
