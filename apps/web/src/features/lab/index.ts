export { LaboratoryPage } from './components/laboratory-page';
