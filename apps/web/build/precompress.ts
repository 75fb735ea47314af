import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves a few hundred bytes at most, less than a response's headers.
const MIN_BYTES = 1024;

export interface Precompressed {
  /** Path relative to the directory, with `/` separators. */
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, relative);
      return Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file of
 * `dir` of at least `minBytes`, so the server sends compressed bytes without compressing per request
 *. An encoding that would not make the file smaller is not written: the server then falls
 * back to the next one, or to the file itself.
 */
export async function precompressDir(dir: string, minBytes = MIN_BYTES): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  const results = await Promise.all(
    files.map(async (file): Promise<Precompressed | undefined> => {
      const path = join(dir, file);
      const bytes = await readFile(path);
      if (bytes.length < minBytes) return undefined;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        br.length < bytes.length ? writeFile(`${path}.br`, br) : undefined,
        gz.length < bytes.length ? writeFile(`${path}.gz`, gz) : undefined,
      ]);
      return { file, bytes: bytes.length, br: br.length, gzip: gz.length };
    }),
  );
  return results.filter((result) => result !== undefined);
}

/** Precompresses the build's output once it is written, public files included. */
export function precompress(): Plugin {
  return {
    name: 'arcade:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options) {
      if (!options.dir) this.error('precompress needs the output directory (build.outDir)');
      await precompressDir(options.dir);
    },
  };
}
