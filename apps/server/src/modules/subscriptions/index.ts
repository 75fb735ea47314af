// What the subscriptions module offers the rest of the server; its other files are its own. It is the
// only writer of the subscriptions table.
export { adminUsersRoutes } from './admin-users.routes';
export {
  accessChanged,
  grantedTiers,
  isGranting,
  nextGrantChange,
  type SubscriptionTerms,
} from './plan-access';
export {
  currentOf,
  endHandGrants,
  storeStripeSubscription,
  storeStripeSubscriptionState,
  subscriptionsOf,
} from './subscriptions.service';
