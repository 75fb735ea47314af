// What the admin module offers the rest of the server; its other files are its own.
export { adminConfigRoutes } from './admin-config.routes';
export { adminRoutes } from './admin.routes';
export { configRow, updateConfig } from './config.service';
export { compileOrRefuse } from './formula-compile';
