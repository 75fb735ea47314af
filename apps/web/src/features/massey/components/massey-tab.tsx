import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { TabHeading } from '@/components/ui/tab-heading';
import { StatusSection } from './status-section';
import { UploadCard } from './upload-card';

function FormatsCard() {
  const { t } = useTranslation('massey');
  return (
    <SectionCard title={t('formats.title')} titleId="massey-formats-title">
      <dl className="grid gap-4 text-sm">
        <div>
          <dt className="font-semibold text-ink">{t('formats.ratingsTitle')}</dt>
          <dd className="mt-1 text-ink-muted">{t('formats.ratingsText')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t('formats.gamesTitle')}</dt>
          <dd className="mt-1 grid gap-1.5 text-ink-muted">
            <code className="break-all rounded-md bg-surface-raised/60 px-2 py-1 font-mono text-ink text-xs">
              days,YYYYMMDD,team1,homefield1,score1,team2,homefield2,score2
            </code>
            <span>{t('formats.gamesText')}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-lg bg-surface-raised/60 p-3 text-ink-muted text-xs">
        {t('formats.teamsText')}
      </p>
    </SectionCard>
  );
}

/** The admin panel's Massey Ratings tab: upload per sport, and the status with delete. */
export function MasseyTab() {
  const { t } = useTranslation('massey');
  return (
    <div className="grid gap-6">
      <TabHeading title={t('tab.title')} subtitle={t('tab.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <UploadCard />
        <FormatsCard />
      </div>
      <StatusSection />
    </div>
  );
}
