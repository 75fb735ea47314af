import { startPageRequestsFor } from '@/lib/early-requests';
import { loadNamespaces } from '@/lib/i18n';
import { routeLoaderFor } from './route-loaders';

/**
 * Starts loading the page at `pathname` before the app goes there: its code and texts, and with
 * `reads` its first data too, so a navigation waits for one round, not for the code and then the data.
 * Failures are left to the page, which asks again when it renders.
 */
export function preparePage(pathname: string, { reads = false }: { reads?: boolean } = {}): void {
  const route = routeLoaderFor(pathname);
  if (!route) return;
  void route.load().catch(() => undefined);
  void loadNamespaces(route.namespaces).catch(() => undefined);
  if (reads) startPageRequestsFor(pathname);
}
