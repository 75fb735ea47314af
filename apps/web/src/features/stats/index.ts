// The platform's figures for the admin: the Estadísticas tab (users and picks, /api/admin/stats).
export { StatsTab } from './components/stats-tab';
