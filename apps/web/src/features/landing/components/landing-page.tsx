import { useTranslation } from 'react-i18next';
import { ClosingCta } from './closing-cta';
import { EventsTicker } from './events-ticker';
import { FeatureCards } from './feature-cards';
import { FreePickPromo } from './free-pick-promo';
import { Hero } from './hero';
import { RecordTeaser } from './record-teaser';
import { UpcomingEvents } from './upcoming-events';

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <title>{t('meta.title')}</title>
      <Hero />
      <EventsTicker />
      {/* Below a phone's first screen: laid out and painted only as it nears the screen. */}
      <div className="[contain-intrinsic-block-size:auto_3200px] [content-visibility:auto]">
        <FeatureCards />
        <FreePickPromo />
        <UpcomingEvents />
        <RecordTeaser />
        <ClosingCta />
      </div>
    </>
  );
}
