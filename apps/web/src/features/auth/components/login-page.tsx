import type { User } from '@arcade/contracts';
import { LogIn, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '@/lib/session/get-me';
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
 * and a user who is already signed in is sent there instead of being offered the forms. While the
 * visitor types, the dashboard's code loads; once signed in, the home's data starts with the navigation.
 */
export function LoginPage({ preparePage }: LoginPageProps = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { data: signedInUser } = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';

  const onModeChange = (next: AuthMode) =>
    setSearchParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });
  const onSuccess = (user: User) => {
    preparePage?.(homeOf(user), { reads: true });
    void navigate(homeOf(user));
  };
  useEffect(() => {
    preparePage?.('/dashboard');
  }, [preparePage]);

  if (signedInUser) return <Navigate to={homeOf(signedInUser)} replace />;

  return (
    <AuthShell
      icon={mode === 'signup' ? UserPlus : LogIn}
      title={t(`${mode}.title`)}
      subtitle={t(`${mode}.subtitle`)}
      aside={mode === 'signup' ? <SignupPromo /> : <LoginHighlights />}
    >
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
