import { CORRECTION_REASON_MIN, PickWithdrawSchema } from '@arcade/contracts';

/**
 * A reason the record needs (a withdrawal, a result's correction): the contract's reason (trimmed,
 * one line, at most 500 characters) of at least CORRECTION_REASON_MIN characters, as the server asks.
 */
export const requiredReason = PickWithdrawSchema.shape.reason.min(CORRECTION_REASON_MIN);
