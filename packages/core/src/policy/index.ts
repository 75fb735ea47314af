export * from './analyse-moneyline';
export * from './pooled-forecast';
export * from './price-selection';
export * from './select-picks';
export * from './analyse-lines';
