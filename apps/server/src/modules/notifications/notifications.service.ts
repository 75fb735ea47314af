// What the notifications' routes may read and change: the email switch and language, the alert
// preferences, the browser's push subscriptions and the Telegram link. Delivery lives beside them.
export { readPreferences, updatePreferences } from './alerts/preferences.repository';
export { setEmailNotifications, userLanguage } from './publication.repository';
export { deleteSubscription, pushChannelState, saveSubscription } from './push/push.repository';
export { createLinkToken, linkOfUser, unlinkUser } from './telegram/telegram.repository';
