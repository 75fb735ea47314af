// What the billing module offers the rest of the server; its other files are its own.
export { billingRoutes } from './billing.routes';
