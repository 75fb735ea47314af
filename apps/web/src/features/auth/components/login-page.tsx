import type { User } from '@arcade/contracts';
import { LockKeyhole, LogIn, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '@/lib/session/get-me';
import { returnPath } from '@/lib/session/login-return';
import { useHydrated } from '@/lib/use-hydrated';
import { DRAFT_KEYS } from '../hooks/use-draft';
import { LoginHighlights, SignupPromo } from './auth-asides';
import { type AuthMode, AuthPanel } from './auth-panel';
import { AuthCard, AuthShell } from './auth-shell';
import { TermsSection } from './terms-section';

const homeOf = (user: User) => (user.role === 'admin' ? '/admin' : '/dashboard');

type LoginPageProps = {
  /** Starts loading a page ahead of the navigation to it: its code and texts, with `reads` its data. */
  preparePage?: (pathname: string, options?: { reads?: boolean }) => void;
};

/**
 * Login and signup; `?mode=signup` opens signup. Admins land on /admin, everyone else on /dashboard,
 * and a user who is already signed in is sent there instead of being offered the forms. `?next=` (a page
 * that needs a session, an interrupted free-pick claim) says where to return instead, and the page says
 * why it asks. While the visitor types, the dashboard's code loads; once signed in, the home's data starts
 * with the navigation.
 */
export function LoginPage({ preparePage }: LoginPageProps = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { data: signedInUser } = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const next = returnPath(searchParams.get('next'));
  const destinationOf = (user: User) => next ?? homeOf(user);

  const onModeChange = (nextMode: AuthMode) =>
    setSearchParams(
      { ...(nextMode === 'signup' ? { mode: 'signup' } : {}), ...(next ? { next } : {}) },
      { replace: true },
    );
  const onSuccess = (user: User) => {
    const destination = destinationOf(user);
    preparePage?.(destination.split('?')[0] ?? destination, { reads: true });
    void navigate(destination);
  };
  useEffect(() => {
    preparePage?.('/dashboard');
  }, [preparePage]);

  if (signedInUser) return <Navigate to={destinationOf(signedInUser)} replace />;

  return (
    <AuthShell
      icon={mode === 'signup' ? UserPlus : LogIn}
      title={t(`${mode}.title`)}
      subtitle={t(`${mode}.subtitle`)}
      aside={mode === 'signup' ? <SignupPromo /> : <LoginHighlights />}
    >
      {next ? <ReturnNotice /> : null}
      <AuthCard>
        <AuthPanel
          mode={mode}
          onModeChange={onModeChange}
          signupDraftKey={DRAFT_KEYS.loginSignup}
          onSuccess={onSuccess}
        />
      </AuthCard>
      <TermsSection />
    </AuthShell>
  );
}

/**
 * Why the login is asked for on the way to a page (shown once the app runs: the page sent as HTML is the
 * same for every `next`).
 */
function ReturnNotice() {
  const { t } = useTranslation('auth');
  if (!useHydrated()) return null;
  return (
    <p
      role="status"
      data-testid="login-return-notice"
      className="flex items-start gap-3 rounded-xl border border-premium/30 bg-premium/10 px-4 py-3 text-ink text-sm leading-relaxed"
    >
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-premium" />
      {t('login.returnNotice')}
    </p>
  );
}
