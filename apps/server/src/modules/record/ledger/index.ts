/**
 * The record's ledger: every change to the public life of a pick, appended in the transaction that
 * makes it, hash-chained, and checkable by anyone (GET /api/record/ledger, /verify).
 */
export { backfillLedger } from './backfill';
export { ledgerRoutes } from './ledger.routes';
export {
  type ChangeEntry,
  type CorrectionInput,
  ledgerChangesOf,
  ledgerCorrections,
  ledgerHead,
  lockLedger,
  recordCorrection,
  recordPublish,
  recordResult,
  recordReveal,
  recordRowCorrections,
  recordWithdraw,
  revealDue,
} from './ledger.service';
export { verifyLedger } from './verify.service';
