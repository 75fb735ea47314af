import { LaboratoryPage } from '../../features/lab/components/laboratory-page';

export function LaboratoryRoute() {
  return <LaboratoryPage />;
}
