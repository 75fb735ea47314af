import { DashboardPage } from '@/features/dashboard';

export { dashboardFirstQueries as firstQueries } from '@/features/dashboard';

export function DashboardRoute() {
  return <DashboardPage />;
}
