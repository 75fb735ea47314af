// What the auth module offers the rest of the server; its other files are its own.
export { authRoutes } from './auth.routes';
export { confirmEmailChange, requestEmailChange } from './auth.service';
export { forgetCodesOf } from './codes.service';
export { refuseCommonPassword } from './common-passwords';
export { ensureFirstAdmin, promoteToAdmin } from './first-admin';
