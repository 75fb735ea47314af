import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<VitePWAOptions['injectManifest']['manifestTransforms']>[number];

/**
 * The chunks every page starts with, by the names vite.config.ts gives them (its code-splitting
 * groups and entries): what index.html loads.
 */
const SHELL_CHUNK = /^assets\/(index|preload|boot|react|vendor|app|rolldown-runtime)-[\w-]+\.(js|css)$/;

/** The app's colours (src/styles.css): the canvas behind every page, and the browser's bar. */
const CANVAS = '#060a13';
const THEME = '#070b14';

/**
 * Of the built files, only the shell every page starts with (what index.html loads) and the icons
 * are precached: a phone that opens the landing does not download the admin's and the lab's code in
 * the background. The other chunks are kept as the app first loads them (src/sw.ts).
 */
const shellOnly: ManifestTransform = (entries) => {
  const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || SHELL_CHUNK.test(entry.url));
  return { manifest, warnings: [] };
};

/**
 * The installable app: its web app manifest (/manifest.webmanifest, linked from index.html and so
 * from every prerendered page) and its service worker (src/sw.ts, built to /sw.js with the list of
 * files to precache injected). src/lib/service-worker.ts registers it once the page has loaded.
 */
export const installableApp: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // Registered by the app itself, after load, so the landing's first paint never waits on it.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Arcade ValueBets',
    short_name: 'ValueBets',
    description: 'Value-betting picks with a positive edge, the moment they are published.',
    lang: 'es',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: CANVAS,
    categories: ['sports', 'finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeManifestIcons: false,
  injectManifest: {
    // No HTML (the server picks a page's language per visitor) and no precompressed copies.
    globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg'],
    globIgnores: ['**/*.html', 'prerendered/**', '**/*.{br,gz}'],
    manifestTransforms: [shellOnly],
  },
  devOptions: { enabled: false },
};
