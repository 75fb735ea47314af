import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The laboratory's config tab (issue 16). */
export function ConfigTab() {
  const { t } = useTranslation('labConfig');
  return <TabHeading title={t('tab')} subtitle={t('tab')} />;
}
