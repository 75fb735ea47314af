import type { RecordCalibrationBand } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatInteger, formatPercent } from '@/lib/format';

const th =
  'px-2 py-2 first:pl-0 last:pr-0 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider';
const td = 'px-2 py-2.5 first:pl-0 last:pr-0 tabular';

const isInBand = (band: RecordCalibrationBand, rate: number) => rate >= band.from && rate <= band.to;

/** A 0–100% track: the band the picks' probability promised, shaded, and the win rate they delivered. */
function BandBar({ band, observed }: { band: RecordCalibrationBand; observed: number }) {
  return (
    <div aria-hidden="true" className="relative mt-1.5 h-2.5 w-full max-w-40 rounded-full bg-surface-raised">
      <div
        className="absolute inset-y-0 rounded-full bg-ink-subtle/40"
        style={{ left: `${band.from * 100}%`, width: `${(band.to - band.from) * 100}%` }}
      />
      <div
        className={cn(
          'absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-surface',
          isInBand(band, observed) ? 'bg-edge' : 'bg-premium',
        )}
        style={{ left: `${observed * 100}%` }}
      />
    </div>
  );
}

/** Pick probability in bands (what was expected) against how often those picks won; empty bands omitted. */
export function CalibrationTable({ bands }: { bands: readonly RecordCalibrationBand[] }) {
  const { t } = useTranslation('record');
  const filled = bands.filter((band) => band.picks > 0);
  if (filled.length === 0) {
    return (
      <p data-testid="calibration-empty" className="py-8 text-center text-ink-subtle text-sm">
        {t('calibration.empty')}
      </p>
    );
  }
  return (
    <div>
      <table data-testid="calibration-table" className="w-full text-left text-sm">
        <caption className="sr-only">{t('calibration.caption')}</caption>
        <thead>
          <tr className="border-line border-b">
            <th scope="col" className={th}>
              {t('calibration.expected')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('calibration.picks')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('calibration.observed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {filled.map((band) => {
            const observed = band.winRate ?? 0;
            return (
              <tr
                key={band.from}
                data-testid="calibration-row"
                className="border-line/70 border-b last:border-b-0"
              >
                <th scope="row" className={cn(td, 'w-1/2 font-medium text-ink')}>
                  <span className="whitespace-nowrap">
                    {t('calibration.range', {
                      from: formatPercent(band.from, 0),
                      to: formatPercent(band.to, 0),
                    })}
                  </span>
                  <BandBar band={band} observed={observed} />
                </th>
                <td className={cn(td, 'text-right text-ink-muted')}>
                  {t('calibration.counts', {
                    wins: formatInteger(band.wins),
                    picks: formatInteger(band.picks),
                  })}
                </td>
                <td
                  className={cn(
                    td,
                    'text-right font-semibold',
                    isInBand(band, observed) ? 'text-edge' : 'text-premium',
                  )}
                >
                  {formatPercent(observed)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-ink-subtle text-xs leading-relaxed">{t('calibration.note')}</p>
    </div>
  );
}
