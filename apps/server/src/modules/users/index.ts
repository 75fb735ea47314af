// What the users module offers the rest of the server; its other files are its own.
export { toClientUser } from './user-view';
export { countUsers, findUserByEmail, insertUser, normalizeEmail, updateUser } from './users.repository';
