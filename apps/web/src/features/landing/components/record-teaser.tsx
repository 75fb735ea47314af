import { ArrowRight, LineChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** The way to the public record: what it shows, open to anyone. */
export function RecordTeaser() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="record-teaser-title">
      <Container className="pb-20 sm:pb-24">
        <div className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-edge/10 text-edge ring-1 ring-edge/25">
              <LineChart aria-hidden="true" className="size-5" />
            </span>
            <div className="max-w-2xl">
              <p className="font-semibold text-edge text-sm uppercase tracking-wider">
                {t('recordTeaser.eyebrow')}
              </p>
              <h2 id="record-teaser-title" className="mt-1 font-bold text-2xl text-ink tracking-tight">
                {t('recordTeaser.title')}
              </h2>
              <p className="mt-2 text-ink-muted leading-relaxed">{t('recordTeaser.text')}</p>
            </div>
          </div>
          <Link
            to="/record"
            data-testid="landing-record-link"
            className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'shrink-0' })}
          >
            {t('recordTeaser.cta')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
