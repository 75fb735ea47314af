import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The web app runs on React itself, in the browser and in the server's render alike: this build must
// carry React DOM's production client, and its render module must render with React's server renderer.
const webRoot = join(import.meta.dirname, '..');

let outDir: string;
const previousEnv = process.env.NODE_ENV;

beforeAll(async () => {
  // Inside the project: the test runner loads the render module only from there.
  mkdirSync(join(webRoot, 'node_modules'), { recursive: true });
  outDir = mkdtempSync(join(webRoot, 'node_modules', '.react-runtime-'));
  // As `npm run build` runs: React's production build.
  process.env.NODE_ENV = 'production';
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}, 180_000);
afterAll(() => {
  process.env.NODE_ENV = previousEnv;
  rmSync(outDir, { recursive: true, force: true });
});

/** The scripts index.html loads and preloads: what every page, the landing first, runs. */
function firstScripts(): string {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(1);
  return files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
}

describe('the built web app', () => {
  it("runs React DOM's production client from the first download", () => {
    const code = firstScripts();
    expect(code).toContain('react.transitional.element');
    // React DOM's own key on the root it renders into, and its production errors.
    expect(code).toContain('__reactContainer$');
    expect(code).toContain('https://react.dev/errors/');
    // Development-only messages are not in it.
    expect(code).not.toContain('Detected multiple renderers concurrently rendering');
  });

  it("renders its prerendered pages and the server's pages with React's server renderer", async () => {
    const module = (await import(/* @vite-ignore */ join(outDir, 'ssr', 'render-page.mjs'))) as {
      renderPage(path: string, language: string): Promise<{ title?: string; html: string }>;
    };
    const page = await module.renderPage('/', 'es');
    expect(page.title).toContain('Arcade ValueBets');
    // React's markers around a Suspense boundary, which hydration finds again.
    expect(page.html).toContain('<!--$-->');
    expect(page.html).not.toContain('<script');
    const prerendered = readFileSync(join(outDir, 'prerendered', 'es', 'landing.html'), 'utf8');
    expect(prerendered).toContain('<!--$-->');
    expect(prerendered).toContain('data-testid="landing-title"');
  });
});
