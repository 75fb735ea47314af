// What the massey module offers the rest of the server; its other files are its own.
export { masseyRoutes } from './massey.routes';
export { masseyContext, masseyUploadOnce, type MasseyUploadRatings } from './massey.service';
