// What the account module offers the rest of the server; its other files are its own.
export { accountRoutes } from './account.routes';
