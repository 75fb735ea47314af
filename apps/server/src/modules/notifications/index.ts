// What the notifications module offers the rest of the server; its other files are its own.
export { alertsRoutes } from './alerts/alerts.routes';
export { AlertChannels } from './alerts/registry';
export { notificationsRoutes } from './notifications.routes';
export { recordPublication } from './publication.service';
export { pushRoutes } from './push/push.routes';
export { telegramRoutes } from './telegram/telegram.routes';
export { forgetAlertChannelsOf, silenceAlertsOf } from './silence';
