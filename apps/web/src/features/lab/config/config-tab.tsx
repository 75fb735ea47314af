import { useTranslation } from 'react-i18next';
import { TabHeading } from '@/components/ui/tab-heading';
import { ConfigPanel } from './components/config-panel';

/**
 * Configuración, in the laboratory (saved as the full configuration, POST) and in the admin panel
 * (PATCH of what the form holds).
 */
export function ConfigTab({ mode = 'lab' }: { mode?: 'admin' | 'lab' }) {
  const { t } = useTranslation('labConfig');
  return (
    <div className="grid gap-6">
      <TabHeading title={t('tab')} subtitle={t('subtitle')} />
      <ConfigPanel mode={mode} />
    </div>
  );
}
