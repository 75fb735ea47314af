export * from './evaluate';
export * from './formula-error';
export { type Node, parseFormula, MAX_DEPTH, MAX_FORMULA_LENGTH, MAX_NODES } from './parser';
