import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const text = (lines: number, line: string) =>
  Buffer.from(Array.from({ length: lines }, (_, i) => `${line} ${i}`).join('\n'));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-precompress-'));
  mkdirSync(join(dir, 'assets', 'nested'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip siblings that decompress to each text file, in every folder', async () => {
    const files = {
      'index.html': text(80, '<p>Arcade</p>'),
      'assets/app-abc.js': text(200, 'export const value ='),
      'assets/index-def.css': text(100, '.card { color: red }'),
      'assets/nested/data.json': text(100, '{"pick": 1}'),
      'manifest.webmanifest': text(60, '"name": "Arcade"'),
      'robots.txt': text(60, 'Disallow: /api'),
      'favicon.svg': text(60, '<path d="M0 0"/>'),
    };
    for (const [file, bytes] of Object.entries(files)) writeFileSync(join(dir, file), bytes);

    const sizes = await precompressDir(dir);

    expect(sizes.map((entry) => entry.file).sort()).toEqual(Object.keys(files).sort());
    for (const [file, bytes] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(bytes), file).toBe(true);
      expect(gunzipSync(gz).equals(bytes), file).toBe(true);
      expect(br.length, file).toBeLessThan(bytes.length);
      expect(sizes.find((entry) => entry.file === file)).toEqual({
        file,
        bytes: bytes.length,
        br: br.length,
        gzip: gz.length,
      });
    }
  });

  it('leaves small files, other files and bytes that do not shrink alone', async () => {
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export const x = 1;\n');
    writeFileSync(join(dir, 'assets', 'logo.png'), text(200, 'not really a png'));
    // Random bytes do not shrink: a compressed copy would only be larger than the file.
    writeFileSync(join(dir, 'assets', 'noise.txt'), randomBytes(4096));

    const sizes = await precompressDir(dir);

    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['logo.png', 'nested', 'noise.txt', 'tiny.js']);
    expect(sizes.map((entry) => entry.file)).toEqual(['assets/noise.txt']);
  });
});
