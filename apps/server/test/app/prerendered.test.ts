import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage } from '../../src/plugins/prerendered-pages';
import { createAccount, loginAs } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-app';

// A web build as `vite build` leaves it: index.html, and each public page prerendered per language.
const pages = {
  landing: '/',
  login: '/login',
  signup: '/login?mode=signup',
  record: '/record',
  'not-found': '/404',
};
const headline = { es: 'Apuesta con ventaja positiva', en: 'Bet with a positive edge' };
const pageHtml = (language: 'es' | 'en', name: string) =>
  `<!doctype html><html lang="${language}" data-prerendered=""><head><title>${name}</title></head><body>` +
  `<div id="root"><h1 data-page="${name}">${name === 'landing' ? headline[language] : name}</h1>` +
  `${'<p>Arcade ValueBets</p>'.repeat(60)}</div></body></html>`;

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-web-prerendered-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root" data-fixture="shell"></div>');
  for (const language of ['es', 'en'] as const) {
    mkdirSync(join(dir, 'prerendered', language), { recursive: true });
    for (const name of Object.keys(pages)) {
      const file = join(dir, 'prerendered', language, `${name}.html`);
      writeFileSync(file, pageHtml(language, name));
      writeFileSync(`${file}.br`, brotliCompressSync(pageHtml(language, name)));
    }
  }
  const appPaths = ['/', '/login', '/record', '/dashboard', '/admin'];
  writeFileSync(
    join(dir, 'prerendered', 'routes.json'),
    JSON.stringify({ pages, appPaths, languages: ['es', 'en'] }),
  );
  t = await buildTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the public pages sent prerendered', () => {
  it('sends the landing with its headline in Spanish or English as Accept-Language asks', async () => {
    const es = await get('/', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(es.body).toContain(headline.es);
    expect(es.body).toContain('<html lang="es"');
    const en = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body).toContain(headline.en);
    expect(en.headers.vary).toMatch(/cookie/);
    expect(en.headers.vary).toMatch(/accept-language/);
  });

  it('lets the language cookie the app writes decide over Accept-Language', async () => {
    const res = await get('/', { cookie: 'sid=x; language=en', 'accept-language': 'es-ES' });
    expect(res.body).toContain(headline.en);
    const es = await get('/', { cookie: 'language=es', 'accept-language': 'en-US' });
    expect(es.body).toContain(headline.es);
  });

  it('sends Spanish when neither the cookie nor Accept-Language names a language it has', async () => {
    expect((await get('/')).body).toContain(headline.es);
    expect((await get('/', { cookie: 'language=fr', 'accept-language': 'fr-FR' })).body).toContain(
      headline.es,
    );
  });

  it('sends each prerendered page at its path, a trailing slash or a query string included', async () => {
    for (const url of ['/login', '/login/', '/record?month=2026-01']) {
      const res = await get(url, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`data-page="${url.startsWith('/login') ? 'login' : 'record'}"`);
    }
  });

  it('sends the variant the build wrote for a query (/login?mode=signup), with other parameters too', async () => {
    const page = (res: { body: string }) => /data-page="([^"]+)"/.exec(res.body)?.[1];
    expect(page(await get('/login?mode=signup'))).toBe('signup');
    expect(page(await get('/login?next=%2Fdashboard&mode=signup'))).toBe('signup');
    expect(page(await get('/login/?mode=signup'))).toBe('signup');
    expect(page(await get('/login?mode=login'))).toBe('login');
    expect(page(await get('/login?modes=signup'))).toBe('login');
    expect(page(await get('/record?mode=signup'))).toBe('record');
  });

  it('sends the brotli file the build wrote, with its ETag and 304 while unchanged', async () => {
    const res = await get('/', { 'accept-encoding': 'br', 'accept-language': 'en' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(pageHtml('en', 'landing'));
    const again = await get('/', {
      'accept-encoding': 'br',
      'accept-language': 'en',
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a path the app does not route with the prerendered 404 page and status 404', async () => {
    const res = await get('/no/such/page', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-page="not-found"');
    expect(res.body).toContain('<html lang="en"');
  });

  it('sends index.html for the pages the app renders in the browser, and JSON 404s under /api', async () => {
    const account = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const res = await get('/dashboard', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-fixture="shell"');
    expect((await get('/dashboard')).headers.location).toBe('/login?next=%2Fdashboard');
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('pageLanguage', () => {
  const languages = ['es', 'en'];
  it.each([
    ['the cookie', { cookie: 'language=en', 'accept-language': 'es' }, 'en'],
    ['a regional tag', { 'accept-language': 'es-MX' }, 'es'],
    ['the highest q', { 'accept-language': 'es;q=0.4, en;q=0.8' }, 'en'],
    [
      'a supported language after an unsupported one',
      { 'accept-language': 'fr-FR, fr;q=0.9, en;q=0.5' },
      'en',
    ],
    ['nothing usable (Spanish)', { 'accept-language': 'de' }, 'es'],
    ['no headers (Spanish)', {}, 'es'],
  ])('picks by %s', (_name, headers, expected) => {
    expect(pageLanguage(headers, languages)).toBe(expected);
  });
});
