import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The laboratory's export tab (issue 16). */
export function ExportTab() {
  const { t } = useTranslation('labExport');
  return <TabHeading title={t('tab')} subtitle={t('tab')} />;
}
