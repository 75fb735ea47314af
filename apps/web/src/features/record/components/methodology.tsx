import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HelpLinks } from '@/components/layout/help-links';

const STEPS = ['pricing', 'models', 'edge', 'stake', 'clv', 'reading'] as const;

/** How a pick is priced and how to read this page, in plain words; then what the record is not. */
export function Methodology() {
  const { t } = useTranslation('record');
  return (
    <section
      id="methodology"
      data-testid="record-methodology"
      aria-labelledby="methodology-title"
      className="scroll-mt-20 rounded-2xl border border-line bg-surface p-5 sm:p-8"
    >
      <h2 id="methodology-title" className="font-bold text-2xl text-ink tracking-tight">
        {t('methodology.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('methodology.subtitle')}</p>
      <ol className="mt-8 grid gap-6 md:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-edge/10 font-bold text-edge text-sm ring-1 ring-edge/30"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`methodology.steps.${step}.title`)}</h3>
              <p className="mt-1.5 text-ink-muted text-sm leading-relaxed">
                {t(`methodology.steps.${step}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 rounded-xl border border-premium/30 bg-premium/5 p-4 sm:p-5">
        <p className="flex items-center gap-2 font-semibold text-premium">
          <ShieldAlert aria-hidden="true" className="size-5" />
          {t('methodology.risk.title')}
        </p>
        <p className="text-ink-muted text-sm leading-relaxed">{t('methodology.risk.text')}</p>
        <HelpLinks />
      </div>
    </section>
  );
}
