import { ChevronDown, ScrollText } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PARTS = ['disclaimer', 'risks', 'liability', 'legality'] as const;

/** Collapsible Terms and Conditions. */
export function TermsSection({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('auth');
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root
      open={isOpen}
      onOpenChange={setOpen}
      className="rounded-2xl border border-line bg-surface/60"
    >
      <Collapsible.Trigger
        data-testid="terms-toggle"
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left"
      >
        <span className="flex items-center gap-3">
          <ScrollText aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
          <span>
            <span className="block font-semibold text-ink text-sm">{t('terms.title')}</span>
            <span className="block text-ink-subtle text-xs">{t('terms.summary')}</span>
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-ink-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content data-testid="terms-content" className="border-line border-t px-5 py-5">
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
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
