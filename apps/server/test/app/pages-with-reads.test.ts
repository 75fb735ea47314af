import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-app';
import { expectNoLeak, secretPick } from '../helpers/leak-search';
import { type Caller, publishedPick, regularCaller } from '../helpers/subscribers';

// A web build with the render module the server renders a signed-in visitor's dashboard and the landing
// of a visitor without a session with (a stand-in with the same interface: test/fixtures/pages-with-reads;
// the real one is tested in the web app's tests and the journeys).
const renderModule = fileURLToPath(new URL('../fixtures/pages-with-reads/render-page.mjs', import.meta.url));
const SHELL = '<!doctype html><html><body><div id="root"></div><p data-fixture="shell"></p></body></html>';

let dir: string;
let t: TestApp;
let moduleLoaded: Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-web-session-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  for (const language of ['es', 'en']) {
    mkdirSync(join(dir, 'prerendered', language), { recursive: true });
    writeFileSync(join(dir, 'prerendered', language, 'record.html'), '<div data-page="record"></div>');
    writeFileSync(join(dir, 'prerendered', language, 'landing.html'), '<div data-page="landing"></div>');
  }
  writeFileSync(
    join(dir, 'prerendered', 'routes.json'),
    JSON.stringify({
      pages: { landing: '/', record: '/record' },
      appPaths: ['/', '/record', '/dashboard'],
      languages: ['es', 'en'],
    }),
  );
  mkdirSync(join(dir, 'ssr'));
  copyFileSync(renderModule, join(dir, 'ssr', 'render-page.mjs'));
  writeFileSync(join(dir, 'ssr', 'template.html'), SHELL.replace('"shell"', '"template"'));
  t = await buildTestApp({ WEB_DIST_DIR: dir });
  // The module loads in the background: a signed-in visitor's first dashboard shows when it is in.
  const probe = await regularCaller(t.app, t.database.db, 'probe');
  moduleLoaded = (async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await get('/dashboard', { cookie: probe.cookie ?? '' });
      if (res.headers['cache-control'] === 'private, no-store') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the render module never loaded');
  })();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The dashboard as `caller` gets it, once the render module is in. */
async function dashboardOf(caller: Caller, headers: Record<string, string> = {}) {
  await moduleLoaded;
  return get('/dashboard', { cookie: caller.cookie ?? '', ...headers });
}

const firstReadsOf = (body: string) =>
  JSON.parse(
    /<script type="application\/json" id="first-reads">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null',
  ) as Record<string, unknown>;

describe('the dashboard rendered for a signed-in visitor', () => {
  it('is rendered from the API answers to their own reads, which it carries, and never stored', async () => {
    const caller = await regularCaller(t.app, t.database.db, 'platinum', { plan: 'platinum' });
    await publishedPick(t.database.db, { tier: 'platinum' });
    const res = await dashboardOf(caller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain('data-fixture="session"');
    expect(res.body).toContain('data-picks="1"');
    const reads = firstReadsOf(res.body);
    expect(Object.keys(reads)).toEqual(['/api/auth/me', '/api/picks?perTier=6', '/api/kpis']);
    for (const path of Object.keys(reads)) {
      const api = await get(path, { cookie: caller.cookie ?? '' });
      expect(reads[path], path).toEqual(api.json());
    }
  });

  it("is rendered at the visitor's address, query included: the first screen may read it", async () => {
    const caller = await regularCaller(t.app, t.database.db, 'no plan');
    await moduleLoaded;
    const res = await get('/dashboard?checkout=success', { cookie: caller.cookie ?? '' });
    expect(res.body).toContain('data-address="/dashboard?checkout=success"');
    const landing = await get('/?utm_source=mail');
    expect(landing.body).toContain('data-fixture="landing"');
  });

  it('carries a locked pick as the API shows it to this visitor: not one of its secrets', async () => {
    const caller = await regularCaller(t.app, t.database.db, 'no plan');
    const { row, secrets } = secretPick('A');
    const pick = await publishedPick(t.database.db, { tier: 'diamante', ...row });
    const res = await dashboardOf(caller);
    const { picks } = firstReadsOf(res.body)['/api/picks?perTier=6'] as {
      picks: { id: string; locked: boolean }[];
    };
    expect(picks.find((shown) => shown.id === pick.id)).toMatchObject({ locked: true });
    expectNoLeak(res.body, secrets, 'the dashboard rendered for a visitor without a plan');
  });

  it('is rendered in the language the visitor chose, and sent brotli-encoded when the browser takes it', async () => {
    const caller = await regularCaller(t.app, t.database.db, 'english');
    const res = await dashboardOf(caller, {
      cookie: `${caller.cookie}; language=en`,
      'accept-encoding': 'gzip, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('data-language="en"');
  });

  it('sends the login without a session or with an ended one; index.html to HEAD and on other pages', async () => {
    const caller = await regularCaller(t.app, t.database.db, 'leaves');
    expect((await dashboardOf(caller)).body).toContain('data-fixture="session"');
    for (const headers of [{}, { cookie: 'sid=not-a-session' }] as Record<string, string>[]) {
      const res = await get('/dashboard', headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?next=%2Fdashboard');
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/dashboard',
      headers: { cookie: caller.cookie ?? '' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).not.toBe('private, no-store');
    const record = await get('/record', { cookie: caller.cookie ?? '' });
    expect(record.body).toContain('data-page="record"');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: caller.cookie ?? '', origin: 'http://localhost:3000' },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await get('/dashboard', { cookie: caller.cookie ?? '' });
    expect(after.statusCode).toBe(302);
    expect(after.body).not.toContain('first-reads');
  });

  it('sends index.html when the render fails, so the page still renders in the browser', async () => {
    // The stand-in fails to render this name.
    const account = await createAccount(t.database.db, { emailVerified: true });
    await t.database.db.update(users).set({ name: 'Render Fails' }).where(eq(users.id, account.id));
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const res = await dashboardOf({ name: 'unlucky', userId: account.id, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-fixture="shell"');
  });

  it("is rendered in the visitor's time zone, from the browser's cookie, and with none without a known one", async () => {
    const caller = await regularCaller(t.app, t.database.db, 'madrid');
    const zoneOf = async (cookie: string) =>
      /data-time-zone="([^"]*)"/.exec((await dashboardOf(caller, { cookie })).body)?.[1];
    expect(await zoneOf(`${caller.cookie}; tz=Europe%2FMadrid`)).toBe('Europe/Madrid');
    expect(await zoneOf(`tz=America%2FNew_York; ${caller.cookie}`)).toBe('America/New_York');
    expect(await zoneOf(caller.cookie ?? '')).toBe('none');
    for (const bad of ['Mars%2FOlympus', '%E0%A4%A', '', `${'A'.repeat(80)}`])
      expect(await zoneOf(`${caller.cookie}; tz=${bad}`), bad).toBe('none');
  });

  it('sends index.html beyond four renders under way, and renders again once they are done', async () => {
    const account = await createAccount(t.database.db, { emailVerified: true });
    await t.database.db.update(users).set({ name: 'Render Held' }).where(eq(users.id, account.id));
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const held = { name: 'held', userId: account.id, cookie };
    await moduleLoaded;
    let open = () => {};
    const gates = globalThis as { sessionRenderGate?: Promise<void>; sessionRendersHeld?: number };
    gates.sessionRendersHeld = 0;
    gates.sessionRenderGate = new Promise<void>((resolve) => {
      open = resolve;
    });
    try {
      const first = [1, 2, 3, 4].map(() => dashboardOf(held));
      // Once the four are rendering (held at the gate), a fifth visitor gets the page to render in the browser.
      await expect.poll(() => gates.sessionRendersHeld, { timeout: 20_000 }).toBe(4);
      const fifth = await dashboardOf(held);
      expect(fifth.statusCode).toBe(200);
      expect(fifth.body).toContain('data-fixture="shell"');
      open();
      for (const res of await Promise.all(first)) expect(res.body).toContain('data-fixture="session"');
    } finally {
      open();
      delete gates.sessionRenderGate;
      delete gates.sessionRendersHeld;
    }
    expect((await dashboardOf(held)).body).toContain('data-fixture="session"');
  });

  it('never hands out the render module nor its template', async () => {
    for (const url of ['/ssr/render-page.mjs', '/ssr/template.html', '/ssr/../ssr/render-page.mjs']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('firstReadPaths');
      expect(res.body, url).not.toContain('data-fixture="template"');
    }
  });
});

describe('the landing rendered for a visitor without a session', () => {
  const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

  it('is rendered from the public reads it shows, carries them, and is revalidated by its ETag', async () => {
    await moduleLoaded;
    const res = await get('/', { cookie: 'language=es; tz=Europe%2FMadrid' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-fixture="landing"');
    expect(res.body).toContain('data-time-zone="Europe/Madrid"');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    const reads = firstReadsOf(res.body);
    expect(Object.keys(reads)).toEqual(['/api/auth/me', '/api/record/volume']);
    expect(reads['/api/auth/me']).toEqual({ user: null });
    expect(reads['/api/record/volume']).toEqual((await get('/api/record/volume')).json());
    const again = await get('/', {
      cookie: 'language=es; tz=Europe%2FMadrid',
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('is rendered once while its reads answer the same, and again when they change', async () => {
    await moduleLoaded;
    const headers = { cookie: 'language=en; tz=Asia%2FTokyo' };
    const first = await get('/', headers);
    const before = renders();
    const second = await get('/', headers);
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
    // Another zone or language is another page.
    await get('/', { cookie: 'language=es; tz=Asia%2FTokyo' });
    expect(renders()).toBe(before + 1);
    // Past the second the reads are taken as they were, they are read again: the same answers, no render.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get('/', headers)).body).toBe(first.body);
    expect(renders()).toBe(before + 1);

    // A pick published today changes the picks a day the landing shows.
    await publishedPick(t.database.db, { timestamp: new Date() });
    await expect
      .poll(async () => firstReadsOf((await get('/', headers)).body)['/api/record/volume'], {
        timeout: 10_000,
      })
      .toEqual((await get('/api/record/volume')).json());
    expect(renders()).toBeGreaterThan(before + 1);
  });

  it('goes out prerendered to a visitor with a session, as the dashboard goes out without one', async () => {
    const caller = await regularCaller(t.app, t.database.db, 'home');
    await moduleLoaded;
    const res = await get('/', { cookie: caller.cookie ?? '' });
    expect(res.body).toContain('data-page="landing"');
    expect(res.body).not.toContain('first-reads');
    const ended = await get('/', { cookie: 'sid=not-a-session' });
    expect(ended.body).toContain('data-page="landing"');
  });
});
