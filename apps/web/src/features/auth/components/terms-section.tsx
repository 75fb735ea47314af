import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DisclosureCard } from '@/components/ui/disclosure-card';

const PARTS = ['disclaimer', 'risks', 'liability', 'legality'] as const;

/** Collapsible Terms and Conditions. */
export function TermsSection({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <DisclosureCard
      icon={ScrollText}
      title={t('terms.title')}
      summary={t('terms.summary')}
      testId="terms"
      defaultOpen={defaultOpen}
      className="bg-surface/60"
    >
      <div className="grid gap-4">
        {PARTS.map((part, index) => (
          <section key={part} aria-labelledby={`terms-${part}`}>
            <h3 id={`terms-${part}`} className="font-semibold text-ink text-sm">
              <span className="mr-2 text-ink-subtle tabular-nums">{index + 1}.</span>
              {t(`terms.${part}.title`)}
            </h3>
            <p className="mt-1 text-ink-muted text-sm leading-relaxed">{t(`terms.${part}.text`)}</p>
          </section>
        ))}
      </div>
    </DisclosureCard>
  );
}
