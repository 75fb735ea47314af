import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AuthMode, AuthPanel, DRAFT_KEYS } from '@/features/auth';

type LandingAuthCardProps = {
  id: string;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
};

/** The landing page's login/signup card: the shared forms, and /dashboard after either. */
export function LandingAuthCard({ id, mode, onModeChange, onClose }: LandingAuthCardProps) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const cardRef = useRef<HTMLDivElement>(null);

  // On narrow screens the card opens below the hero text: bring it into view.
  useEffect(() => {
    cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, []);

  return (
    <div ref={cardRef} className="relative mx-auto w-full max-w-md scroll-mt-24 lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-edge/20 via-transparent to-premium/10 blur-2xl"
      />
      <section
        id={id}
        data-testid="landing-auth-card"
        aria-labelledby={`${id}-title`}
        className="relative rounded-2xl border border-line-strong bg-surface/95 p-6 shadow-2xl shadow-black/60 backdrop-blur sm:p-7"
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="font-bold text-2xl text-ink tracking-tight">
              {t(`authCard.${mode}.title`)}
            </h2>
            <p className="mt-1 text-ink-muted text-sm">{t(`authCard.${mode}.text`)}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('authCard.close')}
            className="-mt-1 -mr-2 rounded-lg p-2 text-ink-subtle transition-colors hover:bg-surface-raised hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <AuthPanel
          mode={mode}
          onModeChange={onModeChange}
          signupDraftKey={DRAFT_KEYS.landingSignup}
          onSuccess={() => navigate('/dashboard')}
          autoFocus
        />
      </section>
    </div>
  );
}
