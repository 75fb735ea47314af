import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useMe } from '@/lib/session/get-me';

/** 1 free pick for new accounts; pointless once signed in, so hidden then. */
export function FreePickPromo() {
  const { t } = useTranslation('landing');
  const { data: user } = useMe();
  if (user) return null;
  return (
    <section aria-labelledby="promo-title">
      <Container>
        <div className="relative overflow-hidden rounded-3xl border border-premium/30 bg-gradient-to-br from-premium/15 via-surface to-surface p-8 sm:p-10">
          <div
            aria-hidden="true"
            className="absolute -top-40 -right-40 size-[26rem] bg-radial-[closest-side] from-premium/15 from-35% to-transparent"
          />
          <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-premium/15 text-premium ring-1 ring-premium/30">
                <Gift aria-hidden="true" className="size-7" />
              </span>
              <div>
                <p className="font-semibold text-premium text-xs uppercase tracking-wider">
                  {t('promo.badge')}
                </p>
                <h2 id="promo-title" className="mt-2 font-bold text-2xl text-ink tracking-tight sm:text-3xl">
                  {t('promo.title')}
                </h2>
                <p className="mt-2 max-w-xl text-ink-muted leading-relaxed">{t('promo.text')}</p>
              </div>
            </div>
            <Link
              to="/login?mode=signup"
              className={buttonStyles({ variant: 'premium', size: 'lg', className: 'shrink-0' })}
            >
              {t('promo.cta')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
