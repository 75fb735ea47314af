import { AccountPage } from '@/features/account';

export function AccountRoute() {
  return <AccountPage />;
}
