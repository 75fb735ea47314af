import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';

/** The laboratory's formulas tab (issue 16). */
export function FormulasTab() {
  const { t } = useTranslation('labFormulas');
  return <TabHeading title={t('tab')} subtitle={t('tab')} />;
}
