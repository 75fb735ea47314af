import { AnalyzePickPage } from '../../features/analyze/components/analyze-pick-page';

export function AnalyzePickRoute() {
  return <AnalyzePickPage />;
}
