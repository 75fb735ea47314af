// What the subscriptions module offers the rest of the server; its other files are its own.
export { adminUsersRoutes } from './admin-users.routes';
export {
  accessChanged,
  grantedTiers,
  isGranting,
  nextGrantChange,
  type SubscriptionTerms,
} from './plan-access';
export { endHandGrants, subscriptionsOf } from './subscriptions.repository';
export { currentOf } from './subscriptions.service';
