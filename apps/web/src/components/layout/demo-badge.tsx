import { MarketModeSchema } from '@arcade/contracts';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

const MARKET_MODE_PATH = '/api/market/mode';
/** The badge's read waits until the page has settled: it is no page's first read, nor in its way. */
const SETTLE_MS = 2_500;

function useSettled(): boolean {
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return isSettled;
}

/**
 * While the simulated market feeds the product, every page says so: a pill fixed in a corner (no
 * layout moves when it appears, and it never takes a click meant for the page under it), saying (to
 * screen readers too) that the games and prices are simulated.
 */
export function DemoBadge() {
  const { t } = useTranslation('common');
  const isSettled = useSettled();
  const mode = useQuery({
    queryKey: [MARKET_MODE_PATH],
    queryFn: ({ signal }) => apiRequest(MARKET_MODE_PATH, MarketModeSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: isSettled,
  });
  if (mode.data?.demo !== true) return null;
  return (
    <p
      data-testid="site-demo-badge"
      title={t('demo.hint')}
      className="pointer-events-none fixed bottom-3 left-3 z-40 inline-flex items-center gap-1.5 rounded-full border border-premium/40 bg-canvas/90 px-3 py-1 font-semibold text-premium text-xs shadow-black/40 shadow-lg backdrop-blur"
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {t('demo.badge')}
      <span className="sr-only">: {t('demo.hint')}</span>
    </p>
  );
}
