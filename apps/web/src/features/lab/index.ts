export { LaboratoryPage } from './components/laboratory-page';
export { ConfigTab } from './config/config-tab';
