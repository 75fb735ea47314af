// The admin's Usuarios tab: accounts, plans granted by hand and transactions.
export { UsersTab } from './components/users-tab';
