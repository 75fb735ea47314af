// What the analyze module offers the rest of the server; its other files are its own.
export { analyzeRoutes } from './analyze.routes';
