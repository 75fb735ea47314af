import type { NbaPlayer } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDecimal } from '@/lib/format';

const STATUS_TONES: Record<NonNullable<NbaPlayer['injuryStatus']>, string> = {
  Out: 'bg-danger/10 text-danger ring-danger/30',
  Doubtful: 'bg-danger/10 text-danger ring-danger/30',
  Questionable: 'bg-premium/10 text-premium ring-premium/30',
  'Day-To-Day': 'bg-premium/10 text-premium ring-premium/30',
  Probable: 'bg-surface-raised text-ink-muted ring-line-strong',
};

const th = 'px-2 py-2 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider';

/** The rotation by minutes: the players Team Value counts, with their injury status. */
export function RotationTable({ players }: { players: readonly NbaPlayer[] }) {
  const { t } = useTranslation('danyscore');
  return (
    <section aria-labelledby="danyscore-rotation-title">
      <h3 id="danyscore-rotation-title" className="mb-2 font-semibold text-ink text-sm">
        {t('dialog.players')}
      </h3>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-line border-b">
              <th scope="col" className={th}>
                {t('dialog.player')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('dialog.minutes')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('dialog.points')}
              </th>
              <th scope="col" className={th}>
                {t('dialog.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {players.slice(0, 10).map((player) => (
              <tr key={player.playerId} className="border-line/60 border-b last:border-b-0">
                <td className="px-2 py-2 text-ink">{player.playerName}</td>
                <td className="px-2 py-2 text-right text-ink-muted tabular">
                  {formatDecimal(player.minutesPerGame, 1)}
                </td>
                <td className="px-2 py-2 text-right text-ink-muted tabular">
                  {formatDecimal(player.pointsPerGame, 1)}
                </td>
                <td className="px-2 py-2">
                  {player.injuryStatus ? (
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2 py-0.5 font-medium text-xs ring-1',
                        STATUS_TONES[player.injuryStatus],
                      )}
                    >
                      {t(`injuries.${player.injuryStatus}`)}
                    </span>
                  ) : (
                    <span className="text-ink-subtle text-xs">{t('dialog.available')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
