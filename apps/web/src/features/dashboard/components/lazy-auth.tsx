import { lazy } from 'react';
import { afterFirstScreen } from '@/components/layout/after-first-screen';
import { loadNamespaces } from '@/lib/i18n';

// The email verification forms come from the auth feature with its form library and texts: they load
// only for an account that shows them, so the dashboard's first screen never waits for them.
const authFeature = () =>
  Promise.all([import('@/features/auth'), loadNamespaces(['auth'])]).then(([module]) => module);

export const LazyVerifyEmailCard = afterFirstScreen(() =>
  authFeature().then((module) => module.VerifyEmailCard),
);

export const LazyVerifyCodeForm = lazy(() =>
  authFeature().then((module) => ({ default: module.VerifyCodeForm })),
);
