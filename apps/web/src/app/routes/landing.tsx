import { useTranslation } from 'react-i18next';
import { LANDING_NAMESPACES } from '@/app/route-loaders';
import { LandingPage } from '@/features/landing';

export function LandingRoute() {
  // Loaded before the first render on a visit to /; after a visit elsewhere, the layout's spinner waits.
  useTranslation(LANDING_NAMESPACES, { useSuspense: true });
  return <LandingPage />;
}
