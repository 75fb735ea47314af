import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Rollup, build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageNamespaces } from '@/app/route-loaders';
import { NAMESPACE_FILES, type Namespace, SHELL_NAMESPACES } from '@/lib/locale-bundles';

const webRoot = join(import.meta.dirname, '..');

/** Code and texts only an administrator's pages use: a regular user's dashboard never downloads them. */
const ADMIN_ONLY =
  /[\\/]src[\\/](features[\\/](admin|generation|lab|massey|danyscore|genius|stats|users|picks|pick-queue|pick-history|manual-picks|pick-odds|analysis-log|market)[\\/]|app[\\/]routes[\\/](admin|laboratory)\.tsx$|locales[\\/][a-z]+[\\/](admin|stats|users|massey|danyscore|genius|lab(-[a-z]+)?)\.json$)/;

/** The text files the dashboard asks for (app/route-loaders.ts): the shell's travel in first-page.ts. */
const dashboardTextFiles = new Set(
  firstPageNamespaces('/dashboard').map((namespace) =>
    (SHELL_NAMESPACES as readonly Namespace[]).includes(namespace)
      ? 'first-page.ts'
      : `${NAMESPACE_FILES[namespace]}.json`,
  ),
);
const isDashboardText = (id: string) => {
  const match = /[\\/]src[\\/]locales[\\/](es|en)[\\/]([a-z-]+\.(json|ts))$/.exec(id);
  return match !== null && dashboardTextFiles.has(match[2]!);
};
const DASHBOARD_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]dashboard\.tsx$/;

let outDir: string;
let chunks: Map<string, Rollup.OutputChunk>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'arcade-dashboard-chunks-'));
  const result = await build({
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  chunks = new Map(
    outputs.flatMap(({ output }) =>
      output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
    ),
  );
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Every chunk `start` loads: through static imports, and through lazy ones too when `lazy`. The walk
 * stops at the chunks in `known` (the entries': their lazy imports are every other page).
 */
function closure(
  start: Iterable<Rollup.OutputChunk>,
  lazy: boolean,
  known: ReadonlySet<Rollup.OutputChunk> = new Set(),
): Set<Rollup.OutputChunk> {
  const seen = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk) || known.has(chunk)) return;
    seen.add(chunk);
    for (const next of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) visit(chunks.get(next));
  };
  for (const chunk of start) visit(chunk);
  return seen;
}

/**
 * What /dashboard downloads: the entries, the route's code and its texts; with `later`, whatever the
 * page may load afterwards too (a dialog, a form an account shows).
 */
function dashboardChunks(later = true): Set<Rollup.OutputChunk> {
  const all = [...chunks.values()];
  const entries = closure(
    all.filter((chunk) => chunk.isEntry),
    false,
  );
  const route = closure(
    all.filter((chunk) => DASHBOARD_ROUTE.test(chunk.facadeModuleId ?? '')),
    later,
    entries,
  );
  const texts = closure(
    all.filter((chunk) => isDashboardText(chunk.facadeModuleId ?? '')),
    false,
  );
  return new Set([...entries, ...route, ...texts]);
}

describe('the build', () => {
  it('gives a regular user’s dashboard no administrator’s code or texts', () => {
    const loaded = dashboardChunks();
    const modules = [...loaded].flatMap((chunk) => chunk.moduleIds);
    // The walk reached the dashboard's own page and texts, so an empty answer means something.
    expect(modules.some((id) => id.includes('features/dashboard/components/dashboard-page.tsx'))).toBe(true);
    expect(modules.some((id) => /locales[\\/]es[\\/]dashboard\.json$/.test(id))).toBe(true);
    const admin = [...loaded].flatMap((chunk) =>
      chunk.moduleIds.filter((id) => ADMIN_ONLY.test(id)).map((id) => `${chunk.fileName}: ${id}`),
    );
    expect(admin).toEqual([]);
  });

  it('leaves the email verification forms, the alerts panel and their form library out of the dashboard’s first download', () => {
    const first = [...dashboardChunks(false)].flatMap((chunk) => chunk.moduleIds);
    expect(first.some((id) => id.includes('features/dashboard/components/tier-cards.tsx'))).toBe(true);
    expect(
      first.filter((id) => /[\\/]features[\\/](auth|notifications)[\\/]|[\\/]react-hook-form[\\/]/.test(id)),
    ).toEqual([]);
    // Still within reach: the verification for an account that has not verified its email, the alerts
    // panel once the first screen is up.
    const later = [...dashboardChunks()].flatMap((chunk) => chunk.moduleIds);
    expect(later.some((id) => id.includes('features/auth/components/verify-email-card.tsx'))).toBe(true);
    expect(later.some((id) => id.includes('features/notifications/components/alert-bankroll.tsx'))).toBe(
      true,
    );
  });

  it('puts the administrator’s pages in chunks of their own, which the rule above recognises', () => {
    const adminRoute = [...chunks.values()].find((chunk) =>
      /[\\/]app[\\/]routes[\\/]admin\.tsx$/.test(chunk.facadeModuleId ?? ''),
    );
    expect(adminRoute).toBeDefined();
    const adminModules = [...closure([adminRoute!], false)].flatMap((chunk) => chunk.moduleIds);
    expect(adminModules.some((id) => ADMIN_ONLY.test(id))).toBe(true);
    expect([...dashboardChunks()]).not.toContain(adminRoute);
  });
});
