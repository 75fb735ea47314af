import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { AuthMode } from '@/features/auth';
import { cn } from '@/lib/cn';
import { loadNamespaces } from '@/lib/i18n';
import { useMe } from '@/lib/session/get-me';
import { useDailyPicksText } from '../hooks/use-daily-picks';
import { AuthCardLoading } from './auth-card-loading';
import { PickPreviewCard } from './pick-preview-card';
import { SportsCoverage } from './sports-coverage';

// 'daily' is the picks a day the record measured (the promise only while it is kept).
const PROMISES = ['edge', 'daily', 'odds', 'cancel'] as const;

// The forms (react-hook-form, the auth feature) are a fifth of the landing's code: they load when the
// card opens, or already when the pointer or focus reaches a button that opens it.
const loadAuthCard = () =>
  Promise.all([import('./landing-auth-card'), loadNamespaces(['auth', 'errors'])]).then(([module]) => ({
    default: module.LandingAuthCard,
  }));
const LandingAuthCard = lazy(loadAuthCard);
const prefetchAuthCard = () => void loadAuthCard().catch(() => undefined);
const prefetchProps = { onPointerEnter: prefetchAuthCard, onFocus: prefetchAuthCard };
const AUTH_CARD_ID = 'landing-auth';

export function Hero() {
  const { t } = useTranslation(['landing', 'common']);
  const { data: user } = useMe();
  const daily = useDailyPicksText('promise');
  // null: the card is closed and the pick preview shows in its place.
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const isAuthOpen = authMode !== null && !user;
  const openAuth = (mode: AuthMode) => setAuthMode((current) => (current === mode ? null : mode));

  return (
    <section aria-labelledby="landing-title" className="relative overflow-hidden">
      {/* Soft glows drawn as radial gradients: a blur filter costs a slow first paint. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="bg-grid absolute inset-0 opacity-50 [mask-image:radial-gradient(ellipse_70%_60%_at_30%_20%,black,transparent)]" />
        <div className="absolute -top-64 -left-48 h-[42rem] w-[42rem] bg-radial-[closest-side] from-edge/15 from-35% to-transparent" />
        <div className="absolute top-24 -right-56 h-[36rem] w-[36rem] bg-radial-[closest-side] from-sky-500/10 from-35% to-transparent" />
      </div>
      <Container className="relative grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-edge/30 bg-edge/10 px-3 py-1 font-medium text-edge text-xs sm:text-sm">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="landing-title"
            data-testid="landing-title"
            className="mt-6 text-balance font-extrabold text-4xl text-ink leading-[1.05] tracking-tight sm:text-6xl"
          >
            <Trans
              t={t}
              i18nKey="hero.title"
              components={{
                edge: (
                  <span className="bg-gradient-to-r from-edge to-lime-300 bg-clip-text text-transparent" />
                ),
              }}
            />
          </h1>
          <p className="mt-6 max-w-xl text-ink-muted text-lg leading-relaxed">{t('hero.subtitle')}</p>
          <ul aria-label={t('hero.promisesLabel')} className="mt-8 grid gap-3 sm:grid-cols-2">
            {PROMISES.map((key) => {
              const isDaily = key === 'daily';
              return (
                <li
                  key={key}
                  data-testid={isDaily ? 'landing-daily-picks' : undefined}
                  aria-hidden={isDaily && daily.isPending ? true : undefined}
                  className={cn(
                    'flex items-center gap-2.5 font-medium text-ink text-sm sm:text-[0.95rem]',
                    isDaily && daily.isPending && 'invisible',
                  )}
                >
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-edge" />
                  {isDaily ? daily.text : t(`hero.promises.${key}`)}
                </li>
              );
            })}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <Link to="/dashboard" className={buttonStyles({ size: 'lg' })}>
                {t('hero.ctaDashboard')}
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <>
                <Button
                  size="lg"
                  {...prefetchProps}
                  aria-expanded={authMode === 'signup'}
                  aria-controls={AUTH_CARD_ID}
                  onClick={() => openAuth('signup')}
                >
                  {t('hero.ctaSignup')}
                  <ArrowRight aria-hidden="true" />
                </Button>
                <Button
                  variant="secondary"
                  size="lg"
                  data-testid="landing-auth-open"
                  {...prefetchProps}
                  className="aria-expanded:border-edge/60 aria-expanded:text-edge"
                  aria-expanded={authMode === 'login'}
                  aria-controls={AUTH_CARD_ID}
                  onClick={() => openAuth('login')}
                >
                  {t('hero.ctaLogin')}
                </Button>
              </>
            )}
          </div>
          <SportsCoverage />
        </div>
        {isAuthOpen ? (
          <Suspense fallback={<AuthCardLoading id={AUTH_CARD_ID} />}>
            <LandingAuthCard
              id={AUTH_CARD_ID}
              mode={authMode}
              onModeChange={setAuthMode}
              onClose={() => setAuthMode(null)}
            />
          </Suspense>
        ) : (
          <PickPreviewCard />
        )}
      </Container>
    </section>
  );
}
