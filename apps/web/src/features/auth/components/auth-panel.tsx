import type { User } from '@arcade/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftKey } from '../hooks/use-draft';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type AuthMode = 'login' | 'signup';

type AuthPanelProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  signupDraftKey: DraftKey;
  onSuccess: (user: User) => void;
  autoFocus?: boolean;
};

/**
 * The login or signup form with the toggle between them. Each mode is its own component, so a
 * toggle starts the other form afresh (signup from its saved draft).
 */
export function AuthPanel({
  mode,
  onModeChange,
  signupDraftKey,
  onSuccess,
  autoFocus = false,
}: AuthPanelProps) {
  const { t } = useTranslation('auth');
  const [hasToggled, setToggled] = useState(false);
  const isLogin = mode === 'login';
  const focusFirstField = autoFocus || hasToggled;

  const toggle = () => {
    setToggled(true);
    onModeChange(isLogin ? 'signup' : 'login');
  };

  return (
    <div className="grid gap-5">
      {isLogin ? (
        <LoginForm key="login" onSuccess={onSuccess} autoFocus={focusFirstField} />
      ) : (
        <SignupForm
          key="signup"
          draftKey={signupDraftKey}
          onSuccess={onSuccess}
          autoFocus={focusFirstField}
        />
      )}
      <p className="border-line border-t pt-5 text-center text-ink-muted text-sm">
        {isLogin ? t('toggle.toSignupPrompt') : t('toggle.toLoginPrompt')}{' '}
        <button
          type="button"
          data-testid="auth-mode-toggle"
          onClick={toggle}
          className="rounded font-semibold text-edge underline-offset-4 hover:underline"
        >
          {isLogin ? t('toggle.toSignup') : t('toggle.toLogin')}
        </button>
      </p>
    </div>
  );
}
