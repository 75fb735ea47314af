import { LaboratoryPage } from '@/features/lab';

export function LaboratoryRoute() {
  return <LaboratoryPage />;
}
