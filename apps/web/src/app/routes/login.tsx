import { LoginPage } from '@/features/auth';
import { preparePage } from '../prepare-page';

export function LoginRoute() {
  return <LoginPage preparePage={preparePage} />;
}
