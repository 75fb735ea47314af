import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The admin panel's genius tab (issue 17). */
export function GeniusChatTab() {
  const { t } = useTranslation('genius');
  return <TabHeading title={t('tab.title')} subtitle={t('tab.title')} />;
}
