import { CircleCheck, Gift, type LucideIcon, ChartNoAxesCombined, Calculator, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const PROMO_ITEMS = ['freePick', 'access', 'cancel'] as const;

/** Signup mode: 1 free pick, immediate access, cancel any time. */
export function SignupPromo() {
  const { t } = useTranslation('auth');
  return (
    <div
      data-testid="signup-promo"
      className="relative mt-8 overflow-hidden rounded-2xl border border-premium/30 bg-gradient-to-br from-premium/15 via-surface to-surface p-6"
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 size-56 rounded-full bg-premium/15 blur-3xl"
      />
      <div className="relative flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-premium/15 text-premium ring-1 ring-premium/30">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="font-semibold text-premium text-xs uppercase tracking-wider">{t('promo.badge')}</p>
          <p className="mt-1 font-bold text-ink text-xl tracking-tight">{t('promo.title')}</p>
          <ul className="mt-4 grid gap-2.5">
            {PROMO_ITEMS.map((item) => (
              <li key={item} className="flex items-center gap-2.5 text-ink text-sm">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-edge" />
                {t(`promo.items.${item}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

const HIGHLIGHTS: { key: 'picks' | 'history' | 'tools'; icon: LucideIcon }[] = [
  { key: 'picks', icon: Layers },
  { key: 'history', icon: ChartNoAxesCombined },
  { key: 'tools', icon: Calculator },
];

/** Login mode: what waits behind the form. */
export function LoginHighlights() {
  const { t } = useTranslation('auth');
  return (
    <ul aria-label={t('login.highlightsLabel')} className="mt-8 hidden gap-3 lg:grid">
      {HIGHLIGHTS.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-start gap-3 rounded-xl border border-line bg-surface/60 p-4">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-edge/10 text-edge ring-1 ring-edge/25">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span>
            <span className="block font-semibold text-ink text-sm">{t(`login.highlights.${key}.title`)}</span>
            <span className="mt-0.5 block text-ink-muted text-sm">{t(`login.highlights.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
