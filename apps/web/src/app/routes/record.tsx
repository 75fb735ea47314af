import { RecordPage } from '@/features/record';

export function RecordRoute() {
  return <RecordPage />;
}
