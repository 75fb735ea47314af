export { NotificationsPanel } from './components/notifications-panel';
