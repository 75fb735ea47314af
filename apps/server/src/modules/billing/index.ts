// What the billing module offers the rest of the server; its other files are its own.
export { cancelPaidPlansNow, createAppBilling, stopPaidRenewals } from './account-billing';
export { billingRoutes } from './billing.routes';
export type { Billing } from './billing.service';
export { recordFreePickClaim } from './transactions.service';
