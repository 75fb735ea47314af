import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureCard } from '@/components/ui/disclosure-card';

const KEPT = ['payments', 'record', 'freePick'] as const;
const HELP_LINKS = ['jugarbien', 'rgiaj', 'begambleaware', 'gambler'] as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-ink text-sm">
        {title}
      </h3>
      <div className="mt-1.5 text-ink-muted text-sm leading-relaxed">{children}</div>
    </section>
  );
}

/**
 * The footer's privacy section, closed until asked for: what deleting an account ends, what stays and
 * why, how to download one's data, and where to find help to stop gambling.
 */
export function PrivacyNotice() {
  const { t } = useTranslation('footer');
  return (
    <DisclosureCard
      icon={ShieldCheck}
      iconClassName="text-edge"
      title={t('privacy.title')}
      summary={t('privacy.summary')}
      testId="footer-privacy"
      className="bg-surface-raised/40 md:col-span-2"
      contentClassName="grid gap-6 md:grid-cols-2 md:gap-x-10"
    >
      <Part id="privacy-deletion" title={t('privacy.deletion.title')}>
        <p>{t('privacy.deletion.text')}</p>
      </Part>
      <Part id="privacy-kept" title={t('privacy.kept.title')}>
        <ul className="list-disc space-y-1 pl-5 marker:text-ink-subtle">
          {KEPT.map((item) => (
            <li key={item}>{t(`privacy.kept.${item}`)}</li>
          ))}
        </ul>
      </Part>
      <Part id="privacy-export" title={t('privacy.export.title')}>
        <p>{t('privacy.export.text')}</p>
      </Part>
      <Part id="privacy-help" title={t('privacy.help.title')}>
        <p>{t('privacy.help.text')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5">
          {HELP_LINKS.map((key) => {
            const href = t(`privacy.help.links.${key}.href`);
            const isExternal = href.startsWith('http');
            return (
              <li key={key}>
                <a
                  href={href}
                  {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="inline-flex items-center gap-1 font-medium text-edge hover:underline"
                >
                  {t(`privacy.help.links.${key}.label`)}
                  {isExternal ? <ExternalLink aria-hidden="true" className="size-3" /> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </Part>
    </DisclosureCard>
  );
}
