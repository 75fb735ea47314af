import { FlaskConical } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompactPageHeader } from '@/components/ui/compact-page-header';
import { Container } from '@/components/ui/container';
import { BacktestsTab } from '../backtests/backtests-tab';
import { ConfigTab } from '../config/config-tab';
import { ExportTab } from '../export/export-tab';
import { FormulasTab } from '../formulas/formulas-tab';

type LabTab = 'config' | 'formulas' | 'backtests' | 'export';

// Configuración, Probar Fórmulas, Exportar Datos; backtest runs sit beside them.
const TABS: { key: LabTab; content: () => ReactNode }[] = [
  { key: 'config', content: () => <ConfigTab /> },
  { key: 'formulas', content: () => <FormulasTab /> },
  { key: 'backtests', content: () => <BacktestsTab /> },
  { key: 'export', content: () => <ExportTab /> },
];

const isLabTab = (value: string | null): value is LabTab => TABS.some((tab) => tab.key === value);

/** The analyst's workbench: the open tab is kept in the address (?tab=) so a reload stays on it. */
export function LaboratoryPage() {
  const { t } = useTranslation('lab');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: LabTab = isLabTab(requested) ? requested : 'config';

  const onValueChange = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'config') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div data-testid="laboratory-page" className="flex flex-1 flex-col">
      <CompactPageHeader icon={FlaskConical} title={t('page.title')} subtitle={t('page.subtitle')} />
      <Container className="flex flex-1 flex-col gap-6 py-6 sm:py-8">
        <Tabs.Root value={active} onValueChange={onValueChange} className="flex flex-col gap-6">
          <div className="overflow-x-auto pb-1.5">
            <Tabs.List
              aria-label={t('tabs.label')}
              className="inline-flex min-w-max gap-1 rounded-xl border border-line bg-surface/70 p-1"
            >
              {TABS.map((tab) => (
                <Tabs.Trigger
                  key={tab.key}
                  value={tab.key}
                  data-testid={`lab-tab-${tab.key}`}
                  className="inline-flex h-9 items-center whitespace-nowrap rounded-lg px-3 font-medium text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-line-strong"
                >
                  {t(`tabs.${tab.key}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          {TABS.map((tab) => (
            <Tabs.Content key={tab.key} value={tab.key} className="outline-none">
              {tab.content()}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </div>
  );
}
