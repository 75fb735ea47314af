import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A titled block of the analysis; a phase that did not run says so. */
export function PhaseCard({
  step,
  title,
  children,
  testId,
}: {
  step: ReactNode;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <section data-testid={testId} className="rounded-xl border border-line bg-canvas/40 p-4">
      <h3 className="flex items-center gap-2.5 font-semibold text-ink text-sm">
        <span
          aria-hidden="true"
          className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-edge/10 font-bold text-edge text-xs ring-1 ring-edge/30"
        >
          {step}
        </span>
        {title}
      </h3>
      <div className="mt-3">
        {children ?? <p className="text-ink-subtle text-sm italic">{t('analysis.notRun')}</p>}
      </div>
    </section>
  );
}

/** Label and value pairs laid out in a responsive grid. */
export function Facts({ items }: { items: { label: string; value: ReactNode; tone?: 'good' | 'bad' }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-ink-subtle text-xs">{item.label}</dt>
          <dd
            className={cn(
              'tabular mt-0.5 break-words font-semibold text-ink text-sm',
              item.tone === 'good' && 'text-edge',
              item.tone === 'bad' && 'text-danger',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
