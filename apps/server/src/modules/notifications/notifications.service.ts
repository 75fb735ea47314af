// What the notifications' routes may read and change: the alert preferences, the browser's push
// subscriptions and the Telegram link (the account's email switch is the users module's). Delivery
// lives beside them.
export { readPreferences } from './alerts/preferences.repository';
export { updatePreferences } from './alerts/preferences.service';
export { userLanguage } from './publication.repository';
export { deleteSubscription, pushChannelState, saveSubscription } from './push/push.repository';
export { createLinkToken, linkOfUser, unlinkUser } from './telegram/telegram.repository';
