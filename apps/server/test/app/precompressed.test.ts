import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-app';

// A web build as `vite build` leaves it: assets with `.br`/`.gz` siblings, a small one without.
const script = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = 'landing ${i}';`).join('\n'),
);
const style = Buffer.from(
  Array.from({ length: 100 }, (_, i) => `.card-${i} { color: #${i}${i}; }`).join('\n'),
);
const tiny = Buffer.from('export const x = 1;\n');
const indexHtml = Buffer.from(
  `<!doctype html><html lang="es"><head><meta charset="utf-8" /><title>Arcade</title></head><body>` +
    `<div id="root" data-fixture="precompressed">${'<p>Arcade ValueBets</p>'.repeat(60)}</div></body></html>`,
);

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  for (const [name, bytes] of [
    ['app-abc123.js', script],
    ['index-def456.css', style],
  ] as const) {
    writeFileSync(join(dir, 'assets', name), bytes);
    writeFileSync(join(dir, 'assets', `${name}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dir, 'assets', `${name}.gz`), gzipSync(bytes, { level: 9 }));
  }
  writeFileSync(join(dir, 'assets', 'tiny-0a1b2c.js'), tiny);
  t = await buildTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web build sent compressed', () => {
  it('sends an asset brotli-encoded to a browser that accepts brotli, with its long cache kept', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const res = await get('/assets/index-def456.css', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(res.rawPayload).equals(style)).toBe(true);
  });

  it('sends the file itself, still varying by Accept-Encoding, when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/app-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.equals(script)).toBe(true);
    }
  });

  it('sends a file the build left without compressed siblings as it is', async () => {
    const res = await get('/assets/tiny-0a1b2c.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(tiny)).toBe(true);
  });

  it('sends index.html from memory in the accepted encoding, with an ETag per encoding', async () => {
    const br = await get('/', 'gzip, deflate, br');
    const gzip = await get('/', 'gzip');
    const plain = await get('/');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(indexHtml)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(indexHtml)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(indexHtml)).toBe(true);
    for (const res of [br, gzip, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const again = await t.app.inject({
      method: 'GET',
      url: '/some/page',
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The brotli form's tag does not validate the plain one.
    const other = await t.app.inject({
      method: 'GET',
      url: '/some/page',
      headers: { 'if-none-match': br.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(indexHtml)).toBe(true);
  });

  it('prefers the encoding the browser weighs higher', async () => {
    const res = await get('/', 'br;q=0.5, gzip;q=0.8');
    expect(res.headers['content-encoding']).toBe('gzip');
    const any = await get('/', '*');
    expect(any.headers['content-encoding']).toBe('br');
  });
});
