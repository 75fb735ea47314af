import { ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';

export function AnalyzePickPage() {
  const { t } = useTranslation('analyze');
  return (
    <PageHeader className="flex-1" icon={ScanSearch} title={t('page.title')} subtitle={t('page.subtitle')} />
  );
}
