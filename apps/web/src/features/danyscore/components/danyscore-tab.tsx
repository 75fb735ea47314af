import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The admin panel's danyscore tab (issue 17). */
export function DanyScoreTab() {
  const { t } = useTranslation('danyscore');
  return <TabHeading title={t('tab.title')} subtitle={t('tab.title')} />;
}
