import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The laboratory's backtests tab (issue 16). */
export function BacktestsTab() {
  const { t } = useTranslation('labBacktests');
  return <TabHeading title={t('tab')} subtitle={t('tab')} />;
}
