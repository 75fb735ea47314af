import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev` serves the app with React's Fast Refresh: an edited component is swapped in place, its
// state kept, instead of the page reloading.
const webRoot = join(import.meta.dirname, '..');
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', proxy: {} },
  });
  await server.listen();
  base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, text: await response.text() };
};

describe('npm run dev', () => {
  it("serves React's refresh runtime and starts it in the page before the app", async () => {
    const runtime = await get('/@react-refresh');
    expect(runtime.status).toBe(200);
    expect(runtime.text).toContain('injectIntoGlobalHook');
    const page = await get('/');
    expect(page.text).toContain('/@react-refresh');
  });

  it('registers each component for refresh', async () => {
    const module = await get('/src/features/landing/components/hero.tsx');
    expect(module.status).toBe(200);
    expect(module.text).toContain('$RefreshReg$');
    expect(module.text).toContain('import.meta.hot');
  });
});
