// What the users module offers the rest of the server; its other files are its own. It is the only
// writer of the users table (and of account_breaks and spent_free_pick_addresses).
export {
  breaksOf,
  countLiveAdmins,
  eraseUserRow,
  storeAgeConfirmation,
  storeBreak,
} from './account-state.service';
export { normalizeEmail } from './email-address';
export { breakOf, reachableAt, refuseOnBreak, refuseUnconfirmedAge } from './safer-play';
export { rememberSpentFreePick, spentFreePickBefore } from './spent-free-picks';
export { toClientUser } from './user-view';
export {
  changeEmail,
  createUser,
  hasAnyUser,
  makeAdmin,
  markEmailVerified,
  setEmailNotifications,
  setLanguage,
  setPassword,
  setWeeklyStakeLimit,
  spendFreePick,
  storeStripeCustomer,
  updateProfile,
  userByEmail,
} from './users.service';
