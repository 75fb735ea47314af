import { BadgeCheck, type LucideIcon, Scale, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';

const FEATURES: { key: 'edge' | 'quality' | 'odds'; icon: LucideIcon }[] = [
  { key: 'edge', icon: TrendingUp },
  { key: 'quality', icon: BadgeCheck },
  { key: 'odds', icon: Scale },
];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title">
      <Container className="py-20 sm:py-24">
        <div className="max-w-2xl">
          <p className="font-semibold text-edge text-sm uppercase tracking-wider">{t('features.eyebrow')}</p>
          <h2 id="features-title" className="mt-3 font-bold text-3xl text-ink tracking-tight sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-3 text-ink-muted text-lg">{t('features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="group relative overflow-hidden rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-line-strong"
            >
              <div
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-edge/60 to-transparent"
              />
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-edge/10 text-edge ring-1 ring-edge/25">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-ink text-lg">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted text-sm leading-relaxed">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
