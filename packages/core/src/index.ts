export * from './devig/devig';
export * from './errors';
export * from './grading/grading';
export * from './math/solve';
export * from './metrics/betting';
export * from './metrics/scoring-rules';
export * from './odds/convert';
export * from './staking/staking';
