import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';

const repository = resolve(import.meta.dirname, '../../../..');

/** The README and every page under docs/ (decision records included), as `file → text`. */
function documents(): Map<string, string> {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repository, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return new Map(files.map((file) => [file, readFileSync(join(repository, file), 'utf8')]));
}

const METHOD_AND_PATH = /\b(GET|POST|PUT|PATCH|DELETE|HEAD) (\/api\/[A-Za-z0-9_\-/:{}.|]*)/g;

/** Path parameters compared by place, not by name: `/x/:id`, `/x/{teamId}` and `/x/:userId` alike. */
const shape = (path: string) => path.replace(/\/$/, '').replace(/\/(?::\w+|\{\w+\})/g, '/:');

/**
 * Every `METHOD /api/…` a text names, as `METHOD shape`: a query string is dropped, and
 * `/status|result|tier` names one route per alternative of its last segment.
 */
function routesNamed(text: string): string[] {
  const out: string[] = [];
  for (const [, method, path = ''] of text.matchAll(METHOD_AND_PATH)) {
    const trimmed = path.replace(/[.|]+$/, '');
    const slash = trimmed.lastIndexOf('/');
    const base = trimmed.slice(0, slash + 1);
    for (const last of trimmed.slice(slash + 1).split('|')) out.push(`${method} ${shape(base + last)}`);
  }
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('the routes the docs name', () => {
  it('are all routes of the server, with the method they name', () => {
    const served = new Set(t.app.routeTable.map((route) => `${route.method} ${shape(route.url)}`));
    const stale: string[] = [];
    let named = 0;
    for (const [file, text] of documents()) {
      for (const route of routesNamed(text)) {
        named += 1;
        if (!served.has(route)) stale.push(`${file}: ${route}`);
      }
    }
    expect(named).toBeGreaterThan(80);
    expect(stale).toEqual([]);
  });

  it('are read the way the docs write them', () => {
    expect(
      routesNamed(
        'Call `GET /api/record?sport=&tier=`, `PATCH /api/admin/picks/:id/status|result`, then\n' +
          'GET /api/danyscore-nba/team/{teamId}. And DELETE /api/bets/:id.',
      ),
    ).toEqual([
      'GET /api/record',
      'PATCH /api/admin/picks/:/status',
      'PATCH /api/admin/picks/:/result',
      'GET /api/danyscore-nba/team/:',
      'DELETE /api/bets/:',
    ]);
  });
});
