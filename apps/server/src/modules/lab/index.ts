// What the lab module offers the rest of the server; its other files are its own.
export { backtestRoutes } from './backtests/backtests.routes';
export { exportRoutes } from './export/export.routes';
export { formulaLabRoutes } from './formulas/formulas.routes';
