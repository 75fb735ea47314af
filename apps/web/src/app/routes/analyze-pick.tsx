import { AnalyzePickPage } from '@/features/analyze';

export function AnalyzePickRoute() {
  return <AnalyzePickPage />;
}
