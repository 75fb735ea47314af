import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/session/get-me';
import { useDailyPicksText } from '../hooks/use-daily-picks';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  const { data: user } = useMe();
  const daily = useDailyPicksText('sentence');
  return (
    <section aria-labelledby="cta-title" className="pb-20 sm:pb-28">
      <Container>
        <div className="relative overflow-hidden rounded-3xl border border-edge/25 bg-surface px-6 py-14 text-center sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="bg-grid absolute inset-0 opacity-40 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-48 left-1/2 h-96 w-[48rem] -translate-x-1/2 bg-radial-[closest-side] from-edge/20 from-35% to-transparent"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2
              id="cta-title"
              className="text-balance font-bold text-3xl text-ink tracking-tight sm:text-5xl"
            >
              {t('cta.title')}
            </h2>
            <p
              data-testid="landing-cta-text"
              aria-hidden={daily.isPending ? true : undefined}
              className={cn('mt-4 text-ink-muted text-lg', daily.isPending && 'invisible')}
            >
              {t('cta.text', { daily: daily.text })}
            </p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              {user ? (
                <Link to="/dashboard" className={buttonStyles({ size: 'lg' })}>
                  {t('hero.ctaDashboard')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              ) : (
                <>
                  <Link to="/login?mode=signup" className={buttonStyles({ size: 'lg' })}>
                    {t('cta.signup')}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                  <Link to="/login" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                    {t('cta.login')}
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
