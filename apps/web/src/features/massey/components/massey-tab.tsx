import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The admin panel's massey tab (issue 17). */
export function MasseyTab() {
  const { t } = useTranslation('massey');
  return <TabHeading title={t('tab.title')} subtitle={t('tab.title')} />;
}
