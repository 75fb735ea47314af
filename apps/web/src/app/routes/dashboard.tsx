import { DashboardPage } from '@/features/dashboard';

export function DashboardRoute() {
  return <DashboardPage />;
}
