import type { PickResult } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { ResultPill } from '@/components/ui/result-pill';

export function ResultBadge({ result }: { result: PickResult | null }) {
  const { t } = useTranslation('picks');
  if (result === null) return <span className="text-ink-subtle text-xs">{t('results.none')}</span>;
  return <ResultPill result={result} label={t(`results.${result}`)} />;
}
