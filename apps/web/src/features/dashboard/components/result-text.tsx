import type { PickResult } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { ResultPill } from '@/components/ui/result-pill';

/** A graded pick's result, a loss as plain to see as a win. */
export function ResultText({ result }: { result: PickResult }) {
  const { t } = useTranslation('dashboard');
  return <ResultPill result={result} label={t(`results.${result}`)} />;
}
