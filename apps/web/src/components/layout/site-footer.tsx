import { LifeBuoy, LineChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '../ui/container';
import { BrandMark, Wordmark } from './brand-logo';
import { HelpLinks } from './help-links';
import { PrivacyNotice } from './privacy-notice';

/** Responsible-gambling notice (age limit, help lines, no guaranteed results) and the privacy section. */
export function SiteFooter() {
  const { t } = useTranslation('footer');
  return (
    <footer className="border-line border-t bg-surface/60">
      <Container className="grid gap-10 py-12 md:grid-cols-[1.1fr_1fr] md:gap-x-16 md:gap-y-10">
        <div className="space-y-4">
          <div className="flex items-center gap-2.5">
            <BrandMark />
            <Wordmark />
          </div>
          <p className="max-w-sm text-ink-muted text-sm leading-relaxed">{t('about')}</p>
          <p className="max-w-sm text-ink-muted text-sm leading-relaxed">{t('disclaimer')}</p>
          <Link
            to="/record"
            data-testid="footer-record-link"
            className="inline-flex items-center gap-2 font-medium text-edge text-sm hover:underline"
          >
            <LineChart aria-hidden="true" className="size-4" />
            {t('recordLink')}
          </Link>
        </div>
        <section aria-labelledby="responsible-gambling" className="space-y-5">
          <h2 id="responsible-gambling" className="font-semibold text-ink text-sm uppercase tracking-wider">
            {t('label')}
          </h2>
          <div className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-premium font-bold text-premium text-sm">
              {t('ageBadge')}
            </span>
            <p className="text-ink-muted text-sm leading-relaxed">{t('ageNotice')}</p>
          </div>
          <div>
            <p className="mb-2 flex items-center gap-2 font-medium text-ink text-sm">
              <LifeBuoy aria-hidden="true" className="size-4 text-edge" />
              {t('helpTitle')}
            </p>
            <HelpLinks />
          </div>
        </section>
        <PrivacyNotice />
      </Container>
      <div className="border-line border-t">
        <Container className="py-5 text-ink-subtle text-xs">
          {/* Prerendered at build time: a build from last year still takes over without an error. */}
          <span>{t('rights', { year: new Date().getFullYear() })}</span>
        </Container>
      </div>
    </footer>
  );
}
