// What the record module offers the rest of the server; its other files are its own.
export { checkChain } from './ledger/chain';
export {
  backfillLedger,
  type ChangeEntry,
  ledgerChangesOf,
  ledgerHead,
  ledgerRoutes,
  lockLedger,
  recordCorrection,
  recordPublish,
  recordResult,
  recordRowCorrections,
  recordWithdraw,
  revealDue,
  verifyLedger,
} from './ledger/index';
export { dayOf, recordHeadline } from './record-stats';
export { toRecordEntry } from './record-views';
export { recordRoutes } from './record.routes';
