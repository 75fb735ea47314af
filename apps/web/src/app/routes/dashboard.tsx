import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  return <DashboardPage />;
}
