export { type AuthMode, AuthPanel } from './components/auth-panel';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { VerifyCodeForm } from './components/verify-code-form';
export { VerifyEmailCard } from './components/verify-email-card';
export { DRAFT_KEYS } from './hooks/use-draft';
