export { MasseyTab } from './components/massey-tab';
