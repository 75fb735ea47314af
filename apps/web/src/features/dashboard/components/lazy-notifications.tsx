import { afterFirstScreen } from '@/components/layout/after-first-screen';

// The alerts panel sits below the picks and brings its form library with it: it loads after the
// dashboard's first screen, which never waits for it.
export const LazyNotificationsPanel = afterFirstScreen(() =>
  import('@/features/notifications').then((module) => module.NotificationsPanel),
);

/** The panel's frame while its code loads, so that what follows it does not jump. */
export function NotificationsPanelPlaceholder() {
  return <div aria-hidden="true" className="h-96 rounded-2xl border border-line bg-surface" />;
}
