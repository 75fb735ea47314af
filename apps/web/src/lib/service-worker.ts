/** Where the build writes the service worker (src/sw.ts); it controls every page of the site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the installed app's service worker once the page has loaded, so it never competes with
 * the first paint. Only in a build: the development server serves no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
