import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/lib/format';
import { useRecordVolume } from '../api/get-record-volume';
import { dailyPicksClaim } from '../lib/daily-picks';

/**
 * What the landing says about picks a day, from the record's last 30 days: the promise only while
 * it is kept, else the measured average, else no figure. `form`: `promise` for a line of its own,
 * `sentence` to open the closing call to action. While it loads, the promise's words hold the place
 * (`isPending`: shown unseen), so nothing moves when the answer lands.
 */
export function useDailyPicksText(form: 'promise' | 'sentence'): { text: string; isPending: boolean } {
  const { t } = useTranslation('landing');
  const { data, isError } = useRecordVolume();
  const claim = dailyPicksClaim(data, isError);
  const isPromise = form === 'promise';
  switch (claim.kind) {
    case 'loading':
    case 'promise': {
      const count = claim.kind === 'promise' ? claim.count : 4;
      return {
        text: isPromise ? t('hero.promises.dailyPromise', { count }) : t('cta.dailyPromise', { count }),
        isPending: claim.kind === 'loading',
      };
    }
    case 'measured': {
      const values = { count: claim.perDay, value: formatDecimal(claim.perDay, 1) };
      return {
        text: isPromise ? t('hero.promises.dailyMeasured', values) : t('cta.dailyMeasured', values),
        isPending: false,
      };
    }
    case 'none':
      return { text: isPromise ? t('hero.promises.dailyNone') : t('cta.dailyNone'), isPending: false };
  }
}
