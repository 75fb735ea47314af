import type { RecordHeadline as Headline } from '@arcade/contracts';
import { Crosshair, Gauge, Percent, Scale, Target, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatTone } from '@/components/ui/stat-card';
import { hitRateBand } from '@/lib/hit-rate';
import { formatInteger, formatPercent, formatSignedPercent } from '@/lib/format';
import { formatUnitsNumber } from '../lib/record-format';

const signTone = (value: number | null): StatTone =>
  value === null || value === 0 ? 'neutral' : value > 0 ? 'good' : 'poor';

const hitRateTone = (value: number | null): StatTone => (value === null ? 'neutral' : hitRateBand(value));

/** Picks and W-L-P, hit rate, units, ROI with its 95% interval, mean CLV and the share beating the close. */
export function RecordHeadline({ headline }: { headline: Headline }) {
  const { t } = useTranslation('record');
  const none = t('headline.none');
  const beat = headline.beatCloseShare === null ? 0 : Math.round(headline.beatCloseShare * headline.clvPicks);

  return (
    <div data-testid="record-headline" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <StatCard
        testId="record-wlp"
        icon={Trophy}
        label={t('headline.record')}
        value={t('headline.recordValue', headline)}
        hint={t('headline.recordHint', { count: headline.picks, formatted: formatInteger(headline.picks) })}
      />
      <StatCard
        testId="record-hit-rate"
        icon={Target}
        tone={hitRateTone(headline.hitRate)}
        label={t('headline.hitRate')}
        value={headline.hitRate === null ? none : formatPercent(headline.hitRate)}
        hint={t('headline.hitRateHint')}
      />
      <StatCard
        testId="record-units-won"
        icon={Scale}
        tone={signTone(headline.unitsWon)}
        label={t('headline.units')}
        value={t('units', { value: formatUnitsNumber(headline.unitsWon) })}
        hint={t('headline.unitsHint')}
      />
      <StatCard
        testId="record-roi"
        icon={Percent}
        tone={signTone(headline.roi)}
        label={t('headline.roi')}
        value={headline.roi === null ? none : formatSignedPercent(headline.roi)}
        hint={
          headline.roiInterval
            ? t('headline.roiInterval', {
                low: formatSignedPercent(headline.roiInterval.low),
                high: formatSignedPercent(headline.roiInterval.high),
              })
            : t('headline.roiNoInterval')
        }
      />
      <StatCard
        testId="record-clv"
        icon={Gauge}
        tone={signTone(headline.meanClv)}
        label={t('headline.clv')}
        value={headline.meanClv === null ? none : formatSignedPercent(headline.meanClv)}
        hint={
          headline.clvPicks === 0
            ? t('headline.clvNone')
            : t('headline.clvHint', { count: headline.clvPicks, formatted: formatInteger(headline.clvPicks) })
        }
      />
      <StatCard
        testId="record-beat-close"
        icon={Crosshair}
        tone={headline.beatCloseShare === null ? 'neutral' : headline.beatCloseShare >= 0.5 ? 'good' : 'poor'}
        label={t('headline.beatClose')}
        value={headline.beatCloseShare === null ? none : formatPercent(headline.beatCloseShare)}
        hint={
          headline.clvPicks === 0
            ? t('headline.clvNone')
            : t('headline.beatCloseHint', {
                beat: formatInteger(beat),
                count: headline.clvPicks,
                formatted: formatInteger(headline.clvPicks),
              })
        }
      />
    </div>
  );
}
