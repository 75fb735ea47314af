import { ForgotPasswordPage } from '@/features/auth';

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
