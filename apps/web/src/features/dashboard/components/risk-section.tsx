import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from './collapsible-section';
import { PickCalculator } from './pick-calculator';

const RULES = ['pause', 'halve', 'raise'] as const;

/** Risk control and calculators: the pick calculator and the bankroll rules. */
export function RiskSection() {
  const { t } = useTranslation('dashboard');
  return (
    <CollapsibleSection
      title={t('risk.title')}
      subtitle={t('risk.subtitle')}
      icon={ShieldCheck}
      testId="risk-section"
    >
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <PickCalculator />
        <div data-testid="bankroll-rules" className="grid content-start gap-3">
          <h3 className="font-semibold text-ink">{t('rules.title')}</h3>
          <ul className="grid gap-2">
            {RULES.map((rule) => (
              <li
                key={rule}
                className="rounded-xl border border-line bg-canvas/40 p-3 text-ink-muted text-sm leading-relaxed"
              >
                {t(`rules.${rule}`)}
              </li>
            ))}
          </ul>
          <p className="text-ink-subtle text-xs">{t('rules.note')}</p>
        </div>
      </div>
    </CollapsibleSection>
  );
}
