// What the users module offers the rest of the server; its other files are its own.
export {
  breaksOf,
  countLiveAdmins,
  eraseUserRow,
  storeAgeConfirmation,
  storeBreak,
} from './account-state.repository';
export { breakOf, reachableAt, refuseOnBreak, refuseUnconfirmedAge } from './safer-play';
export { rememberSpentFreePick, spentFreePickBefore } from './spent-free-picks';
export { toClientUser } from './user-view';
export { countUsers, findUserByEmail, insertUser, normalizeEmail, updateUser } from './users.repository';
