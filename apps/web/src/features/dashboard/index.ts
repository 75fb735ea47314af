export { DashboardPage } from './components/dashboard-page';
export { FreePickDialog } from './components/free-pick-dialog';
export { LockedPickCard } from './components/locked-pick-card';
export { dashboardFirstQueries } from './first-screen';
export { BANKROLL_STORAGE_KEY } from './hooks/use-stored-bankroll';
export { SessionsCard } from './components/sessions-card';
